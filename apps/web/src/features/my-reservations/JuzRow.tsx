import { juzSurahRange, partLabel, partSurahRange } from "@khatm/juz-table";
import type { ReaderJuz } from "@khatm/schema";
import { divisionOf } from "@khatm/schema/rules";
import { Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { formatDate } from "../../lib/format-date";
import { useI18n } from "../i18n/i18n-context";
import { ReadJuzLink } from "../mushaf/ReadJuzLink";

interface JuzRowProps {
  juz: ReaderJuz;
  /** The row's actions (Mark as Completed and Cancel for a reserved juz). */
  action?: ReactNode;
}

/**
 * One of the reader's juz: number, surah range, when it was reserved or completed, and its "Read Juz N" link.
 */
export function JuzRow({ juz, action }: JuzRowProps) {
  const i18n = useI18n();
  const { t } = i18n;
  // A juz khatm's row is the spec's ("Juz 5"); another names its part in its division's words ("Page 300").
  const { division } = divisionOf(juz.khatm);
  const isJuz = division === "juz";
  return (
    <Group justify="space-between" align="center" gap="sm" py="xs" wrap="wrap">
      <Stack gap={2} miw={0} flex="1 1 12rem">
        <Text fw={600}>{isJuz ? t("khatm.juz", { number: juz.number }) : partLabel(i18n, division, juz.number)}</Text>
        <Text size="sm" c="dimmed">
          {isJuz ? juzSurahRange(juz.number, i18n.locale) : partSurahRange(division, juz.number, i18n.locale)}
        </Text>
        <Text size="xs" c="dimmed">
          {juz.status === "completed"
            ? t("myReservations.completedOn", { date: formatDate(i18n, juz.completedAt) })
            : t("myReservations.reservedOn", { date: formatDate(i18n, juz.reservedAt) })}
        </Text>
        <ReadJuzLink juz={juz.number} division={division} />
      </Stack>
      {action}
    </Group>
  );
}
