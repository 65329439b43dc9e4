import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useT } from "../i18n/i18n-context";
import { useSendReminder } from "../together/api";
import { WhatsAppListButtons } from "../whatsapp/WhatsAppListButtons";

/** The creator's tools for a counted recitation: remind the readers of unfinished pledges, share the list. */
export function CountBoardTools({ khatmId }: { khatmId: string }) {
  const t = useT();
  const send = useSendReminder(khatmId);
  return (
    <Paper withBorder p="md" data-testid="count-tools">
      <Stack gap="sm">
        <Group gap="sm">
          <Button variant="light" onClick={() => send.mutate()} loading={send.isPending}>
            {t("together.sendReminder")}
          </Button>
          <Text size="sm" c="dimmed">
            {t("recitation.reminderHelp")}
          </Text>
        </Group>
        <WhatsAppListButtons khatmId={khatmId} />
      </Stack>
    </Paper>
  );
}
