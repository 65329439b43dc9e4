import { partUnit } from "@khatm/juz-table";
import { type Division, JUZ_COUNT } from "@khatm/schema/rules";
import { SimpleGrid, Skeleton } from "@mantine/core";
import type { ReactNode } from "react";
import { useI18n } from "../i18n/i18n-context";

/** 2 columns on phones up to 6 on wide screens (spec: "2 to 6 columns by screen width"). */
const columns = { base: 2, xs: 3, sm: 4, md: 5, lg: 6 };

interface JuzGridProps {
  children: ReactNode;
}

/**
 * Every card in the first render: a share link's grid comes painted in the worker's HTML, and the app's first render
 * must match it to hydrate it (apps/web/src/ssr/render-page.tsx).
 */
export function JuzGrid({ children }: JuzGridProps) {
  return (
    <SimpleGrid cols={columns} spacing="sm" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}

/** An available juz card's height on a phone (title, surah range on two lines, badge), so tiles give way in place. */
const TILE_HEIGHT = 129;

/** The 30 placeholder tiles shown while the juz (or, of a khatm divided otherwise, its groups) load. */
export function JuzGridSkeleton({ division = "juz" }: { division?: Division }) {
  const i18n = useI18n();
  const label =
    division === "juz" ? i18n.t("khatm.loadingJuz") : i18n.t("parts.loading", { unit: partUnit(i18n, division) });
  return (
    <SimpleGrid cols={columns} spacing="sm" verticalSpacing="sm" aria-busy="true" aria-label={label}>
      {Array.from({ length: JUZ_COUNT }, (_, index) => index + 1).map((number) => (
        <Skeleton key={number} height={TILE_HEIGHT} radius="md" />
      ))}
    </SimpleGrid>
  );
}
