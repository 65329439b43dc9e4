import type { Pledge } from "@khatm/schema";
import { Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { LazyConfirmDialog as ConfirmDialog } from "../../components/lazy-dialog";
import { useT } from "../i18n/i18n-context";
import { useCancelPledge, usePledgeProgress } from "./queries";

interface PledgeRowProps {
  khatmId: string;
  pledge: Pledge;
  /** The pledge's reader and the creator may report and cancel; everyone else only sees it. */
  canChange: boolean;
}

/** One pledge: who, "{done} of {amount} read" with a bar, and for its reader or the creator "I read 1 more" and cancel. */
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
          <Group gap="xs">
            <Button
              size="compact-md"
              disabled={finished}
              loading={progress.isPending}
              onClick={() => progress.mutate({ pledgeId: pledge.id, done: pledge.done + 1 })}
            >
              {t("recitation.readOneMore")}
            </Button>
            {/* A pledge read in full has nothing left to free. */}
            {finished ? null : (
              <Button size="compact-md" variant="subtle" color="red" onClick={() => setConfirming(true)}>
                {t("recitation.cancelPledge")}
              </Button>
            )}
          </Group>
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
