import { Skeleton, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "../i18n/i18n-context";
import { KhatmProgressBar } from "./KhatmProgressBar";

interface KhatmPageSkeletonProps {
  /** The dashboard's header also has its Share button. */
  withShareButton?: boolean;
  /** What stands under the progress card while it loads (the juz placeholders). */
  children: ReactNode;
}

/**
 * While a khatm loads on /j and /n: its name, the code badge and the progress card at their real heights, so the
 * page does not jump when they arrive (Lighthouse counted the jump as layout shift).
 */
export function KhatmPageSkeleton({ withShareButton = false, children }: KhatmPageSkeletonProps) {
  const t = useT();
  return (
    <Stack gap="lg" aria-busy="true">
      <Stack gap="sm">
        {/* A khatm's name mostly takes two h1 lines on a phone and one on wider screens. */}
        <Skeleton h={{ base: 88, sm: 44 }} width="60%" />
        <Skeleton height={26} width={130} radius="xl" />
        {/* The share button is 44 px tall on phones (tap-targets.css), 36 px from 48em. */}
        {withShareButton ? <Skeleton h={{ base: 44, sm: 36 }} width={110} /> : null}
      </Stack>
      {/* The real card under the skeleton (hidden), so it is as tall as the one to come, wrapped lines included. */}
      <Skeleton visible radius="md">
        <KhatmProgressBar stats={null} title={t("khatm.progressTitle")} showCompleted />
      </Skeleton>
      {children}
    </Stack>
  );
}
