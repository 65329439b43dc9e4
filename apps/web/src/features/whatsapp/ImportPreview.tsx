import type { MessageKey } from "@khatm/i18n";
import type { ListImportResponse } from "@khatm/schema";
import type { UnreadReason } from "@khatm/schema/rules";
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

interface ImportPreviewProps {
  preview: ListImportResponse;
}

/** What a pasted list will do: each juz with its reader and whether it is completed, then the lines not read. */
export function ImportPreview({ preview }: ImportPreviewProps) {
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
                <Table.Th w="4.5rem">{t("dashboard.importPart")}</Table.Th>
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
          {t("dashboard.importNoRows")}
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
                  · {t(REASONS[skipped.reason])}
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
    </Stack>
  );
}
