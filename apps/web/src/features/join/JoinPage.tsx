import { isCountDivision } from "@khatm/schema/rules";
import { Badge, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Navigate } from "@tanstack/react-router";
import { HydrateApart } from "../../components/HydrateApart";
import { OfflineError } from "../../lib/network";
import { ReportKhatmButton } from "../abuse/ReportKhatmButton";
import { useAuth } from "../auth/auth-context";
import { CompletionView, completedKhatm } from "../completion/CompletionView";
import { useT } from "../i18n/i18n-context";
import { DedicationLine } from "../khatms/DedicationLine";
import { FinishByLine } from "../khatms/FinishByLine";
import { KhatmPageSkeleton } from "../khatms/KhatmPageSkeleton";
import { KhatmProgressBar } from "../khatms/KhatmProgressBar";
import { MyJuzsSection } from "../khatms/MyReservationsSection";
import { khatmQueries } from "../khatms/queries";
import { LiveIndicator } from "../live/LiveIndicator";
import { useLiveKhatm } from "../live/use-live-khatm";
import { CountSection } from "../recitation/CountSection";
import { AvailableJuzPicker, AvailableJuzPickerSkeleton } from "./AvailableJuzPicker";

interface JoinPageProps {
  code: string;
}

/** /j/{code}: the reader's page of a khatm, to reserve available juz. */
export function JoinPage({ code }: JoinPageProps) {
  const t = useT();
  const { status } = useAuth();
  const khatm = useQuery(khatmQueries.byCode(code));
  const id = khatm.data?.id;
  const juzs = useQuery({ ...khatmQueries.juzs(id ?? ""), enabled: id !== undefined });
  const live = useLiveKhatm(id, code);

  // Spec: a load error sends the visitor to /not-found; the signed-in creator manages from My Khatms. Without a
  // network (a page the service worker kept), a failed refresh is no error: the page it has stays.
  if (khatm.isError && !(khatm.error instanceof OfflineError)) return <Navigate to="/not-found" replace />;
  if (status === "signed-in" && khatm.data?.viewerIsCreator) return <Navigate to="/my-khatms" replace />;

  if (!khatm.data) {
    return (
      <KhatmPageSkeleton>
        <AvailableJuzPickerSkeleton />
      </KhatmPageSkeleton>
    );
  }
  const { name, occasion, dedication, accessCode, stats } = khatm.data;
  const completed = completedKhatm(khatm.data);
  return (
    <Stack gap="lg" pb="xl">
      <div>
        <Title order={1} style={{ overflowWrap: "anywhere" }}>
          {name}
        </Title>
        {occasion ? (
          <Text size="lg" c="dimmed" mt={4}>
            {occasion}
          </Text>
        ) : null}
        <DedicationLine dedication={dedication} />
        <FinishByLine khatm={khatm.data} />
        <Group gap="xs" mt="sm">
          <Badge variant="light" color="gray" size="lg" data-testid="access-code-badge">
            {t("khatm.code", { code: accessCode })}
          </Badge>
          <LiveIndicator live={live} />
        </Group>
      </div>
      {completed ? <CompletionView khatm={completed} /> : null}
      {/* A counted recitation (issue 25) has pledges instead of parts. */}
      {isCountDivision(khatm.data.division) ? (
        <>
          <CountSection khatm={khatm.data} board={false} />
          <ReportKhatmButton khatm={khatm.data} />
        </>
      ) : (
        <>
          <KhatmProgressBar
            stats={stats}
            title={t("khatm.progressTitle")}
            showCompleted
            division={khatm.data.division}
          />
          <HydrateApart>
            {/* A returning reader's own parts come first (issue 39): only this browser's key shows them, after
                hydration, so for that reader they arrive above the painted picker. */}
            <MyJuzsSection khatmId={khatm.data.id} juzs={juzs.data} division={khatm.data.division} />
          </HydrateApart>
          <HydrateApart>
            {completed ? null : juzs.data ? (
              <AvailableJuzPicker
                khatmId={khatm.data.id}
                reminderDays={khatm.data.reminderDays}
                juzs={juzs.data}
                division={khatm.data.division}
              />
            ) : (
              <AvailableJuzPickerSkeleton division={khatm.data.division} />
            )}
          </HydrateApart>
          <HydrateApart>
            <ReportKhatmButton khatm={khatm.data} />
          </HydrateApart>
        </>
      )}
    </Stack>
  );
}
