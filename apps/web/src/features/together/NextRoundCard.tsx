import type { Khatm } from "@khatm/schema";
import type { NextRoundMode } from "@khatm/schema/rules";
import { Button, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useStartNextRound } from "./api";
import { togetherMessages as t } from "./messages";

/**
 * "Start the next round", for the creator of a completed khatm: rotate the readers or invite them. Self-contained
 * (it meant to sit in the completion view); on success it opens the new round's page.
 */
export function NextRoundCard({ khatm }: { khatm: Khatm }) {
  const [mode, setMode] = useState<NextRoundMode>("rotate");
  const start = useStartNextRound(khatm.id);
  const navigate = useNavigate();
  const begin = () =>
    start.mutate(
      { mode },
      { onSuccess: (answer) => void navigate({ to: "/n/$code", params: { code: answer.accessCode } }) },
    );
  return (
    <Paper withBorder p="lg" data-testid="next-round">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t.nextRoundTitle(khatm.round + 1)}
        </Title>
        <Text size="sm" c="dimmed">
          {t.nextRoundHelp}
        </Text>
        <Radio.Group value={mode} onChange={(value) => setMode(value as NextRoundMode)}>
          <Stack gap="xs">
            <Radio value="rotate" label={t.rotate} />
            <Radio value="invite" label={t.invite} />
          </Stack>
        </Radio.Group>
        <Button onClick={begin} loading={start.isPending}>
          {t.startNextRound}
        </Button>
      </Stack>
    </Paper>
  );
}
