import type { Pledge } from "@khatm/schema";
import { Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { LazyConfirmDialog as ConfirmDialog } from "../../components/lazy-dialog";
import { WholeNumberInput } from "../../components/WholeNumberInput";
import { wholeNumberIn } from "../../lib/form-rules";
import { useT } from "../i18n/i18n-context";
import { useCancelPledge, usePledgeProgress } from "./queries";

interface PledgeRowProps {
  khatmId: string;
  pledge: Pledge;
  /** The pledge's reader and the creator may report and cancel; everyone else only sees it. */
  canChange: boolean;
}

/**
 * One pledge: who, "{done} of {amount} read" with a bar, and for its reader or the creator how many are read now (a
 * number, "+1" or "All done") and cancel.
 */
export function PledgeRow({ khatmId, pledge, canChange }: PledgeRowProps) {
  const t = useT();
  const progress = usePledgeProgress(khatmId);
  const cancel = useCancelPledge(khatmId);
  const [confirming, setConfirming] = useState(false);
  const finished = pledge.done >= pledge.amount;
  const open = canChange && !pledge.cancelled;
  return (
    <Paper withBorder p="sm" data-testid="pledge-row">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {pledge.readerName}
          </Text>
          <Text size="sm" c="dimmed" data-testid="pledge-done">
            {t("recitation.doneOf", { done: pledge.done, amount: pledge.amount })}
          </Text>
        </Group>
        {pledge.readerEmail ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {pledge.readerEmail}
          </Text>
        ) : null}
        <Progress
          value={pledge.amount > 0 ? (pledge.done * 100) / pledge.amount : 0}
          color="teal"
          aria-label={t("recitation.doneOf", { done: pledge.done, amount: pledge.amount })}
        />
        {open ? (
          <Stack gap="xs">
            {finished ? null : <ProgressControls pledge={pledge} progress={progress} />}
            {/* A pledge read in full has nothing left to free. */}
            {finished ? null : (
              <Button
                size="compact-md"
                variant="subtle"
                color="red"
                onClick={() => setConfirming(true)}
                style={{ alignSelf: "flex-start" }}
              >
                {t("recitation.cancelPledge")}
              </Button>
            )}
          </Stack>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t("recitation.cancelPledge")}
        confirmLabel={t("recitation.cancelPledge")}
        confirmColor="red"
        loading={cancel.isPending}
        onConfirm={() => cancel.mutate(pledge.id, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      >
        {t("recitation.cancelPledgeText")}
      </ConfirmDialog>
    </Paper>
  );
}

interface ProgressControlsProps {
  pledge: Pledge;
  progress: ReturnType<typeof usePledgeProgress>;
}

/** How many are read now: typed (from 0 to the pledge, never clamped) and saved, or "+1", or "All done". */
function ProgressControls({ pledge, progress }: ProgressControlsProps) {
  const t = useT();
  const [typed, setTyped] = useState<number | string>(pledge.done);
  const [shown, setShown] = useState(pledge.done);
  // The field follows the pledge when it changes elsewhere (a "+1", another device), as a render-time update.
  if (shown !== pledge.done) {
    setShown(pledge.done);
    setTyped(pledge.done);
  }
  const error = wholeNumberIn(0, pledge.amount)(typed);
  const report = (done: number) => progress.mutate({ pledgeId: pledge.id, done });
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <WholeNumberInput
        aria-label={t("recitation.readSoFar")}
        placeholder={t("recitation.readSoFar")}
        min={0}
        max={pledge.amount}
        value={typed}
        onChange={setTyped}
        error={error}
        w={120}
        thousandSeparator
        // "+1" and "All done" beside it are its steppers.
        hideControls
      />
      <Button
        variant="default"
        disabled={error !== null || Number(typed) === pledge.done}
        loading={progress.isPending}
        onClick={() => report(Number(typed))}
      >
        {t("recitation.saveRead")}
      </Button>
      <Button loading={progress.isPending} onClick={() => report(pledge.done + 1)}>
        {t("recitation.readOneMore")}
      </Button>
      <Button variant="light" loading={progress.isPending} onClick={() => report(pledge.amount)}>
        {t("recitation.readAll")}
      </Button>
    </Group>
  );
}
