import type { Khatm } from "@khatm/schema";
import { Button, Group, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { SectionCard } from "../../components/SectionCard";
import { formatDate } from "../../lib/format-date";
import { useI18n } from "../i18n/i18n-context";
import { appConfigQuery } from "../mushaf/queries";
import { telegramGroupsQuery, useUnlinkTelegramGroup } from "./queries";
import { TelegramGroupLink } from "./TelegramGroupLink";

/**
 * The board's Telegram groups (issue 38), for the creator and the organizers, when the deployment has a bot: the
 * groups that follow the khatm (title, when linked) with Unlink, and "Add to a Telegram group".
 */
export function TelegramGroupsCard({ khatm }: { khatm: Pick<Khatm, "id" | "accessCode"> }) {
  const i18n = useI18n();
  const { t } = i18n;
  const bot = useQuery(appConfigQuery).data?.telegramBot;
  const groups = useQuery({ ...telegramGroupsQuery(khatm.id), enabled: Boolean(bot) });
  const unlink = useUnlinkTelegramGroup(khatm.id);
  if (!bot) return null;
  return (
    <SectionCard title={t("telegramGroups.groupsTitle")} data-testid="telegram-groups">
      {groups.data?.groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("telegramGroups.none")}
        </Text>
      ) : null}
      {groups.data?.groups.map((group) => (
        <Group key={group.chatId} justify="space-between" gap="xs" wrap="nowrap" data-testid="telegram-group">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
              {group.title}
            </Text>
            <Text size="xs" c="dimmed">
              {t("telegramGroups.linkedOn", { date: formatDate(i18n, group.linkedAt) })}
            </Text>
          </div>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            style={{ flexShrink: 0 }}
            loading={unlink.isPending && unlink.variables === group.chatId}
            onClick={() => unlink.mutate(group.chatId)}
          >
            {t("telegramGroups.unlink")}
          </Button>
        </Group>
      ))}
      <TelegramGroupLink accessCode={khatm.accessCode} />
    </SectionCard>
  );
}
