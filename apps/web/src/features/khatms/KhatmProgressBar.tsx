import { countedParts } from "@khatm/juz-table";
import type { KhatmStats } from "@khatm/schema";
import type { Division } from "@khatm/schema/rules";
import { Group, Paper, Progress, Text } from "@mantine/core";
import { khatmProgress } from "../../lib/format";
import { useI18n } from "../i18n/i18n-context";

interface KhatmProgressBarProps {
  stats: KhatmStats | null | undefined;
  /** The dashboard titles it 'Khatm Progress'; cards show the bar alone. */
  title?: string;
  /** Also says how many juz are completed (the dashboard and join page). */
  showCompleted?: boolean;
  /** The khatm's division: a khatm not divided by juz counts its parts in their words ("12/60 hizb reserved"). */
  division?: Division;
}

export function KhatmProgressBar({ stats, title, showCompleted = false, division = "juz" }: KhatmProgressBarProps) {
  const i18n = useI18n();
  const { t } = i18n;
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
          {division === "juz"
            ? t(showCompleted ? "khatm.reservedAndCompletedCount" : "khatm.reservedCount", { ...progress })
            : t(showCompleted ? "parts.progressAndCompleted" : "parts.progress", {
                ...progress,
                counted: countedParts(i18n, division, progress.total),
              })}
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
