import { partLabel, partSurahRange } from "@khatm/juz-table";
import type { Juz } from "@khatm/schema";
import type { Division } from "@khatm/schema/rules";
import { Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { DAY_AND_TIME, formatDate } from "../../lib/format-date";
import { useI18n } from "../i18n/i18n-context";
import { JuzStatusBadge } from "../khatms/JuzStatusBadge";

interface JuzDetailDialogProps {
  opened: boolean;
  juz: Juz | undefined;
  onClose: () => void;
  /** The khatm's division: a part is titled and its verses read in its words ("Page 300 Details"). */
  division?: Division;
}

/** Who holds a juz and since when: for the creator, who alone receives reader e-mails. */
export function JuzDetailDialog({ opened, juz, onClose, division = "juz" }: JuzDetailDialogProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const none = t("dashboard.notAvailable");
  const rows: Array<[string, ReactNode]> = juz
    ? [
        [t("dashboard.surahs"), partSurahRange(division, juz.number, i18n.locale)],
        [t("dashboard.status"), <JuzStatusBadge key="status" status={juz.status} />],
        [t("dashboard.reader"), juz.readerName ?? none],
        [t("dashboard.email"), juz.readerEmail ?? none],
        [t("dashboard.reserved"), formatDate(i18n, juz.reservedAt, DAY_AND_TIME)],
        [t("dashboard.completed"), formatDate(i18n, juz.completedAt, DAY_AND_TIME)],
      ]
    : [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        division === "juz" || !juz
          ? t("dashboard.juzDetailsTitle", { number: juz?.number ?? "" })
          : t("parts.detailsTitle", { part: partLabel(i18n, division, juz.number) })
      }
      centered
    >
      <Stack gap="sm" data-testid="juz-details">
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" align="flex-start" gap="md" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm" component="div" ta="end" style={{ overflowWrap: "anywhere" }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}
