import type { KhatmStats } from "@khatm/schema";
import { Group, Paper, Progress, Text } from "@mantine/core";
import { khatmProgress } from "../../lib/format";
import { useT } from "../i18n/i18n-context";

interface KhatmProgressBarProps {
  stats: KhatmStats | null | undefined;
  /** The dashboard titles it 'Khatm Progress'; cards show the bar alone. */
  title?: string;
  /** Also says how many juz are completed (the dashboard and join page). */
  showCompleted?: boolean;
}

export function KhatmProgressBar({ stats, title, showCompleted = false }: KhatmProgressBarProps) {
  const t = useT();
  const progress = khatmProgress(stats);
  const percent = t("khatm.percentReserved", { percent: progress.percent });
  const bar = (
    <>
      {title ? (
        <Text fw={600} mb="xs">
          {title}
        </Text>
      ) : null}
      <Progress value={progress.percent} size="lg" radius="xl" aria-label={percent} />
      <Group justify="space-between" mt={6} gap="xs">
        <Text size="sm" c="dimmed">
          {t(showCompleted ? "khatm.reservedAndCompletedCount" : "khatm.reservedCount", { ...progress })}
        </Text>
        <Text size="sm" fw={600}>
          {percent}
        </Text>
      </Group>
    </>
  );
  return title ? (
    <Paper withBorder p="md">
      {bar}
    </Paper>
  ) : (
    <div>{bar}</div>
  );
}
