import type { Juz } from "@khatm/schema";
import { Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { formatDate } from "../../lib/format-date";
import { JuzStatusBadge } from "../khatms/JuzStatusBadge";

interface JuzDetailDialogProps {
  opened: boolean;
  juz: Juz | undefined;
  onClose: () => void;
}

const withTime = "MMM D, YYYY h:mm A";

/** Who holds a juz and since when: for the creator, who alone receives reader e-mails. */
export function JuzDetailDialog({ opened, juz, onClose }: JuzDetailDialogProps) {
  const rows: Array<[string, ReactNode]> = juz
    ? [
        ["Surahs", juz.surahs],
        ["Status", <JuzStatusBadge key="status" status={juz.status} />],
        ["Reader", juz.readerName ?? "N/A"],
        ["Email", juz.readerEmail ?? "N/A"],
        ["Reserved", formatDate(juz.reservedAt, withTime)],
        ["Completed", formatDate(juz.completedAt, withTime)],
      ]
    : [];
  return (
    <Modal opened={opened} onClose={onClose} title={`Juz ${juz?.number ?? ""} Details`} centered>
      <Stack gap="sm" data-testid="juz-details">
        {rows.map(([label, value]) => (
          <Group key={label} justify="space-between" align="flex-start" gap="md" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="sm" component="div" ta="right" style={{ overflowWrap: "anywhere" }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}
