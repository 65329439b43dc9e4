import { juzSurahRange, partLabel, partSurahRange } from "@khatm/juz-table";
import type { Juz } from "@khatm/schema";
import type { Division } from "@khatm/schema/rules";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import { useI18n } from "../i18n/i18n-context";
import { ReadJuzLink } from "../mushaf/ReadJuzLink";
import { PushSwitch } from "../push/PushSwitch";
import { AnonymitySwitch } from "./AnonymitySwitch";
import { JuzStatusBadge } from "./JuzStatusBadge";
import { useCancelJuzs, useCompleteJuzs } from "./mutations";
import { useMyJuzs } from "./use-my-juzs";

const ConfirmDialog = lazyDialog(() => import("../../components/ConfirmDialog").then((module) => module.ConfirmDialog));

interface MyReservationsSectionProps {
  khatmId: string;
  /** The visitor's juz in this khatm, reserved or completed. */
  juzs: Juz[];
  /** The e-mail the visitor reserved with, when the juz itself does not carry it. */
  readerEmail: string | null;
  /** The khatm's division: its parts are named in its words ("Page 300"). */
  division?: Division;
}

interface MyJuzsSectionProps {
  khatmId: string;
  /** The khatm's juz, as the page read them. */
  juzs: Juz[] | undefined;
  division?: Division;
}

/**
 * 'My Reservations' from this browser's key and remembered address (use-my-juzs), read after hydration by this very
 * component: on a painted page it hydrates apart from the page above it (components/HydrateApart.tsx), and must
 * render empty when it does, as the worker painted it, whenever the page above learnt what this browser holds.
 */
export function MyJuzsSection({ khatmId, juzs, division }: MyJuzsSectionProps) {
  const { mine, readerEmail } = useMyJuzs(khatmId, juzs);
  return <MyReservationsSection khatmId={khatmId} juzs={mine} readerEmail={readerEmail} division={division} />;
}

type Action = { kind: "complete" | "cancel"; juz: Juz };

/** Spec: 'My Reservations' when the visitor holds juz here; reserved ones can be completed or cancelled. */
export function MyReservationsSection({ khatmId, juzs, readerEmail, division = "juz" }: MyReservationsSectionProps) {
  // The action stays set while the dialog closes, so its text does not change during the closing animation.
  const i18n = useI18n();
  const { t, locale } = i18n;
  const isJuz = division === "juz";
  const [action, setAction] = useState<Action | null>(null);
  const [opened, setOpened] = useState(false);
  const complete = useCompleteJuzs(khatmId);
  const cancel = useCancelJuzs(khatmId);
  if (juzs.length === 0) return null;

  // The spec's question names 'Juz N'; a part of another division is named in its words ('Page 300').
  function confirmText({ kind, juz }: Action) {
    if (isJuz) return t(kind === "complete" ? "khatm.confirmComplete" : "khatm.confirmCancel", { number: juz.number });
    const part = partLabel(i18n, division, juz.number);
    return t(kind === "complete" ? "parts.confirmComplete" : "parts.confirmCancel", { part });
  }

  function ask(next: Action) {
    setAction(next);
    setOpened(true);
  }

  function confirm() {
    if (!action) return;
    const { juz } = action;
    const email = juz.readerEmail ?? readerEmail ?? undefined;
    const onSettled = () => setOpened(false);
    if (action.kind === "complete") complete.mutate({ juzId: juz.id, body: { readerEmail: email } }, { onSettled });
    else cancel.mutate({ juzId: juz.id, body: { email, juzNumbers: [juz.number] } }, { onSettled });
  }

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} data-testid="my-reservations">
      <Title order={2} size="h3" mb="sm">
        {t("khatm.myReservations")}
      </Title>
      <Stack gap="sm">
        {juzs.map((juz) => (
          <Group key={juz.number} justify="space-between" gap="sm" wrap="wrap" data-testid={`my-juz-${juz.number}`}>
            <div>
              <Group gap="xs">
                <Text fw={700}>
                  {isJuz ? t("khatm.juz", { number: juz.number }) : partLabel(i18n, division, juz.number)}
                </Text>
                <JuzStatusBadge status={juz.status} />
              </Group>
              <Text size="xs" c="dimmed">
                {isJuz ? juzSurahRange(juz.number, locale) : partSurahRange(division, juz.number, locale)}
              </Text>
              <ReadJuzLink juz={juz.number} division={division} />
            </div>
            {juz.status === "reserved" ? (
              <Group gap="xs">
                <Button size="sm" onClick={() => ask({ kind: "complete", juz })}>
                  {t("khatm.complete")}
                </Button>
                <Button size="sm" variant="light" color="red" onClick={() => ask({ kind: "cancel", juz })}>
                  {t("khatm.cancel")}
                </Button>
              </Group>
            ) : null}
          </Group>
        ))}
        <AnonymitySwitch
          khatmId={khatmId}
          juzs={juzs.filter((juz) => juz.viewerIsReader)}
          email={juzs.find((juz) => juz.readerEmail)?.readerEmail ?? readerEmail}
        />
        <PushSwitch />
      </Stack>
      <ConfirmDialog
        opened={opened}
        title={t(action?.kind === "complete" ? "khatm.markAsCompleted" : "khatm.cancelReservation")}
        confirmLabel={t(action?.kind === "complete" ? "khatm.markAsCompleted" : "khatm.cancelReservation")}
        confirmColor={action?.kind === "cancel" ? "red" : undefined}
        loading={complete.isPending || cancel.isPending}
        onConfirm={confirm}
        onClose={() => setOpened(false)}
      >
        {action ? confirmText(action) : null}
      </ConfirmDialog>
    </Paper>
  );
}
