import type { MessageKey, Translator } from "@khatm/i18n";
import { partUnit } from "@khatm/juz-table";
import type { ListImportResponse } from "@khatm/schema";
import type { Division, UnreadReason } from "@khatm/schema/rules";
import { Box, List, Stack, Table, Text } from "@mantine/core";
import { IconCircleCheckFilled } from "@tabler/icons-react";
import { useI18n } from "../i18n/i18n-context";

const REASONS: Record<UnreadReason, MessageKey> = {
  noPartNumber: "dashboard.unreadNoPartNumber",
  partOutOfRange: "dashboard.unreadPartOutOfRange",
  listedTwice: "dashboard.unreadListedTwice",
  nameTooShort: "dashboard.unreadNameTooShort",
  nameTooLong: "dashboard.unreadNameTooLong",
};

/** The two reasons that name the part, in a khatm of another division ('no page number', 'no such page'). */
const PART_REASONS: Partial<Record<UnreadReason, MessageKey>> = {
  noPartNumber: "parts.unreadNoNumber",
  partOutOfRange: "parts.unreadOutOfRange",
};

/** Why a line was not read, a juz khatm's in the spec's words, another's in its division's. */
function reasonText(i18n: Translator, reason: UnreadReason, division: Division): string {
  const partKey = division === "juz" ? undefined : PART_REASONS[reason];
  return partKey ? i18n.t(partKey, { division }) : i18n.t(REASONS[reason]);
}

interface ImportPreviewProps {
  preview: ListImportResponse;
  /** The khatm's division: the table heads and reasons name its parts ('Page', 'no such page'). */
  division?: Division;
}

/** What a pasted list will do: each juz with its reader and whether it is completed, then the lines not read. */
export function ImportPreview({ preview, division = "juz" }: ImportPreviewProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const { rows, unread } = preview;
  const held = new Set(preview.held);
  return (
    <Stack gap="sm">
      {rows.length ? (
        <Box mah={280} style={{ overflowY: "auto" }}>
          <Table striped withTableBorder fz="sm" verticalSpacing={4} data-testid="import-preview">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="4.5rem">
                  {division === "juz" ? t("dashboard.importPart") : t("parts.importPart", { division })}
                </Table.Th>
                <Table.Th>{t("dashboard.importReader")}</Table.Th>
                <Table.Th w="6.5rem">{t("dashboard.importCompleted")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.number} bg={held.has(row.number) ? "var(--mantine-color-yellow-light)" : undefined}>
                  <Table.Td>{i18n.number(row.number)}</Table.Td>
                  <Table.Td dir="auto" c={row.readerName ? undefined : "dimmed"}>
                    {row.readerName ?? t("khatm.statusAvailable")}
                  </Table.Td>
                  <Table.Td>
                    {row.completed ? (
                      <IconCircleCheckFilled
                        size={18}
                        color="var(--mantine-color-teal-6)"
                        aria-label={t("dashboard.importCompleted")}
                      />
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      ) : (
        <Text size="sm" c="dimmed">
          {division === "juz"
            ? t("dashboard.importNoRows")
            : t("parts.importNoRows", { unit: partUnit(i18n, division) })}
        </Text>
      )}
      {unread.length ? (
        <div data-testid="import-unread">
          <Text size="sm" fw={600}>
            {t("dashboard.importUnread", { count: unread.length })}
          </Text>
          <List size="sm" spacing={2}>
            {unread.map((skipped, index) => (
              // Lines may repeat; their order does not change while shown.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole for each text
              <List.Item key={index}>
                <Text span size="sm" dir="auto">
                  {skipped.line}
                </Text>{" "}
                <Text span size="sm" c="dimmed">
                  · {reasonText(i18n, skipped.reason, division)}
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
    </Stack>
  );
}
