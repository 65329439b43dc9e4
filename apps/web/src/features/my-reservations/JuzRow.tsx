import type { ReaderJuz } from "@khatm/schema";
import { Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { formatDate } from "../../lib/format-date";
import { useT } from "../i18n/i18n-context";

interface JuzRowProps {
  juz: ReaderJuz;
  /** The row's action (Cancel for a reserved juz). */
  action?: ReactNode;
}

/** One of the reader's juz: number, surah range, and when it was reserved or completed. */
export function JuzRow({ juz, action }: JuzRowProps) {
  const t = useT();
  return (
    <Group justify="space-between" align="center" gap="sm" py="xs" wrap="wrap">
      <Stack gap={2} miw={0} flex="1 1 12rem">
        <Text fw={600}>{t("khatm.juz", { number: juz.number })}</Text>
        <Text size="sm" c="dimmed">
          {juz.surahs}
        </Text>
        <Text size="xs" c="dimmed">
          {juz.status === "completed"
            ? t("myReservations.completedOn", { date: formatDate(juz.completedAt) })
            : t("myReservations.reservedOn", { date: formatDate(juz.reservedAt) })}
        </Text>
      </Stack>
      {action}
    </Group>
  );
}
