import type { Translator } from "@khatm/i18n";
import { partUnit } from "@khatm/juz-table";
import type { Khatm } from "@khatm/schema";
import { divisionOf, isCountDivision } from "@khatm/schema/rules";
import { Alert, Button, SimpleGrid, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { HydrateApart } from "../../components/HydrateApart";
import { ApiRequestError } from "../../lib/api-client";
import { ReportKhatmButton } from "../abuse/ReportKhatmButton";
import { CompletionView, completedKhatm } from "../completion/CompletionView";
import { useI18n } from "../i18n/i18n-context";
import { AvailableJuzPicker, AvailableJuzPickerSkeleton } from "../join/AvailableJuzPicker";
import { JuzGridSkeleton } from "../khatms/JuzGrid";
import { KhatmNotFound } from "../khatms/KhatmNotFound";
import { KhatmPageSkeleton } from "../khatms/KhatmPageSkeleton";
import { KhatmProgressBar } from "../khatms/KhatmProgressBar";
import { MyJuzsSection, MyReservationsSection } from "../khatms/MyReservationsSection";
import { useMyJuzs } from "../khatms/use-my-juzs";
import { useLiveKhatm } from "../live/use-live-khatm";
import { OrganizersCard } from "../organizers/OrganizersCard";
import { CountSection } from "../recitation/CountSection";
import { TelegramGroupsCard } from "../telegram/TelegramGroupsCard";
import { ReadingSettingsCard } from "../together/ReadingSettingsCard";
import { SeriesLine } from "../together/SeriesLine";
import { CreatorJuzBoard } from "./CreatorJuzBoard";
import { DangerZone } from "./DangerZone";
import { DashboardHeader } from "./DashboardHeader";
import { RecentActivity } from "./RecentActivity";
import { useDashboardKhatm } from "./use-dashboard-khatm";

interface KhatmDashboardPageProps {
  code: string;
  /** The creator's actions on a completed khatm (its next round), shown in its completion view under Share. */
  completionActions?: (khatm: Khatm) => ReactNode;
}

/** /n/{code}: the khatm for everyone, with the creator's tools when this visitor is proven to be the creator. */
export function KhatmDashboardPage({ code, completionActions }: KhatmDashboardPageProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const { khatm, juzs, error, isPending } = useDashboardKhatm(code);
  const { mine, readerEmail } = useMyJuzs(khatm?.id, juzs.data);
  const live = useLiveKhatm(khatm?.id, code);

  if (error) {
    if (error instanceof ApiRequestError && error.status < 500) return <KhatmNotFound />;
    return <Alert color="red">{t("dashboard.loadFailed")}</Alert>;
  }
  if (isPending || !khatm) return <DashboardSkeleton />;

  const isCreator = khatm.viewerIsCreator;
  const completed = completedKhatm(khatm);
  if (isCountDivision(khatm.division)) {
    // A counted recitation (issue 25): pledges instead of parts, the creator's board of them.
    return (
      <Stack gap="lg" pb="xl">
        <DashboardHeader khatm={khatm} live={live} />
        <SeriesLine khatm={khatm} />
        {completed ? (
          <CompletionView khatm={completed} actions={isCreator ? completionActions?.(khatm) : null} />
        ) : null}
        <CountSection khatm={khatm} board={isCreator} />
        {isCreator ? <RecentActivity khatmId={khatm.id} /> : null}
        {isCreator ? <ReadingSettingsCard key={khatm.id} khatm={khatm} /> : null}
        {isCreator ? <OrganizersCard khatm={khatm} /> : null}
        {isCreator ? <TelegramGroupsCard khatm={khatm} /> : null}
        <ReportKhatmButton khatm={khatm} />
        <DangerZone khatm={khatm} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" pb="xl">
      <DashboardHeader khatm={khatm} live={live} />
      <SeriesLine khatm={khatm} />
      {completed ? <CompletionView khatm={completed} actions={isCreator ? completionActions?.(khatm) : null} /> : null}
      <KhatmProgressBar stats={khatm.stats} title={t("khatm.progressTitle")} showCompleted division={khatm.division} />
      <HydrateApart>
        {/* A returning reader's own parts come first (issue 39): only this browser's key shows them, after hydration.
            The creator's sit beside the activity feed. */}
        {isCreator ? null : <MyJuzsSection khatmId={khatm.id} juzs={juzs.data} division={khatm.division} />}
      </HydrateApart>
      <HydrateApart>
        {juzs.isError ? (
          <Alert color="red" title={partsLoadFailed(i18n, khatm)}>
            <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void juzs.refetch()}>
              {t("dashboard.tryAgain")}
            </Button>
          </Alert>
        ) : !juzs.data ? (
          isCreator ? (
            <JuzGridSkeleton division={khatm.division} />
          ) : (
            <AvailableJuzPickerSkeleton division={khatm.division} />
          )
        ) : isCreator ? (
          <CreatorJuzBoard khatm={khatm} juzs={juzs.data} />
        ) : completed ? null : (
          <AvailableJuzPicker
            khatmId={khatm.id}
            reminderDays={khatm.reminderDays}
            juzs={juzs.data}
            division={khatm.division}
          />
        )}
      </HydrateApart>
      <HydrateApart>
        {isCreator ? (
          <SimpleGrid cols={{ base: 1, md: mine.length > 0 ? 2 : 1 }} spacing="lg">
            <MyReservationsSection khatmId={khatm.id} juzs={mine} readerEmail={readerEmail} division={khatm.division} />
            <RecentActivity khatmId={khatm.id} />
          </SimpleGrid>
        ) : null}
        {isCreator ? <ReadingSettingsCard key={khatm.id} khatm={khatm} /> : null}
        {isCreator ? <OrganizersCard khatm={khatm} /> : null}
        {isCreator ? <TelegramGroupsCard khatm={khatm} /> : null}
        <ReportKhatmButton khatm={khatm} />
        <DangerZone khatm={khatm} />
      </HydrateApart>
    </Stack>
  );
}

/** 'Could not load the juz' (the spec's), or the khatm's parts in its words ('Could not load the pages'). */
function partsLoadFailed(i18n: Translator, khatm: Khatm): string {
  const { division } = divisionOf(khatm);
  return division === "juz"
    ? i18n.t("dashboard.juzLoadFailed")
    : i18n.t("parts.loadFailed", { unit: partUnit(i18n, division) });
}

/** While the khatm loads: its header's shape and, as most visitors of a shared link are readers, their juz picker's. */
function DashboardSkeleton() {
  return (
    <KhatmPageSkeleton withShareButton>
      <AvailableJuzPickerSkeleton />
    </KhatmPageSkeleton>
  );
}
