import { JUZ_COUNT } from "@khatm/schema/rules";
import { Alert, Button, SimpleGrid, Stack } from "@mantine/core";
import { ApiRequestError } from "../../lib/api-client";
import { useT } from "../i18n/i18n-context";
import { AvailableJuzPicker, AvailableJuzPickerSkeleton } from "../join/AvailableJuzPicker";
import { JuzGridSkeleton } from "../khatms/JuzGrid";
import { KhatmNotFound } from "../khatms/KhatmNotFound";
import { KhatmPageSkeleton } from "../khatms/KhatmPageSkeleton";
import { KhatmProgressBar } from "../khatms/KhatmProgressBar";
import { MyReservationsSection } from "../khatms/MyReservationsSection";
import { useMyJuzs } from "../khatms/use-my-juzs";
import { useLiveKhatm } from "../live/use-live-khatm";
import { NextRoundCard } from "../together/NextRoundCard";
import { ReadingSettingsCard } from "../together/ReadingSettingsCard";
import { SeriesLine } from "../together/SeriesLine";
import { CreatorJuzBoard } from "./CreatorJuzBoard";
import { DashboardHeader } from "./DashboardHeader";
import { RecentActivity } from "./RecentActivity";
import { useDashboardKhatm } from "./use-dashboard-khatm";

interface KhatmDashboardPageProps {
  code: string;
}

/** /n/{code}: the khatm for everyone, with the creator's tools when this visitor is proven to be the creator. */
export function KhatmDashboardPage({ code }: KhatmDashboardPageProps) {
  const t = useT();
  const { khatm, juzs, error, isPending } = useDashboardKhatm(code);
  const { mine, readerEmail } = useMyJuzs(khatm?.id, juzs.data);
  const live = useLiveKhatm(khatm?.id, code);

  if (error) {
    if (error instanceof ApiRequestError && error.status < 500) return <KhatmNotFound />;
    return <Alert color="red">{t("dashboard.loadFailed")}</Alert>;
  }
  if (isPending || !khatm) return <DashboardSkeleton />;

  const isCreator = khatm.viewerIsCreator;
  return (
    <Stack gap="lg" pb="xl">
      <DashboardHeader khatm={khatm} live={live} />
      <SeriesLine khatm={khatm} />
      <KhatmProgressBar stats={khatm.stats} title={t("khatm.progressTitle")} showCompleted />
      {/* A reader's own juz come first; the creator's sit beside the activity feed under the grid. */}
      {isCreator ? null : <MyReservationsSection khatmId={khatm.id} juzs={mine} readerEmail={readerEmail} />}
      {juzs.isError ? (
        <Alert color="red" title={t("dashboard.juzLoadFailed")}>
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void juzs.refetch()}>
            {t("dashboard.tryAgain")}
          </Button>
        </Alert>
      ) : !juzs.data ? (
        isCreator ? (
          <JuzGridSkeleton />
        ) : (
          <AvailableJuzPickerSkeleton />
        )
      ) : isCreator ? (
        <CreatorJuzBoard khatm={khatm} juzs={juzs.data} />
      ) : (
        <AvailableJuzPicker khatmId={khatm.id} reminderDays={khatm.reminderDays} juzs={juzs.data} />
      )}
      {isCreator ? (
        <SimpleGrid cols={{ base: 1, md: mine.length > 0 ? 2 : 1 }} spacing="lg">
          <MyReservationsSection khatmId={khatm.id} juzs={mine} readerEmail={readerEmail} />
          <RecentActivity khatmId={khatm.id} />
        </SimpleGrid>
      ) : null}
      {/* Until the completion view (issue 17, item 4) is on main, the creator starts the next round from here. */}
      {isCreator && khatm.stats.completed === JUZ_COUNT ? <NextRoundCard khatm={khatm} /> : null}
      {isCreator ? <ReadingSettingsCard key={khatm.id} khatm={khatm} /> : null}
    </Stack>
  );
}

/** While the khatm loads: its header's shape and, as most visitors of a shared link are readers, their juz picker's. */
function DashboardSkeleton() {
  return (
    <KhatmPageSkeleton withShareButton>
      <AvailableJuzPickerSkeleton />
    </KhatmPageSkeleton>
  );
}
