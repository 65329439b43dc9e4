import { Button, Menu, Text } from "@mantine/core";
import { IconBrandWhatsapp, IconChevronDown, IconLink, IconListNumbers } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { buildWhatsAppLink } from "../../lib/share";
import { useI18n } from "../i18n/i18n-context";
import { whatsappQueries } from "./queries";

interface WhatsAppChoiceProps {
  khatmId: string;
  /** The invitation with the khatm's link, as the other share buttons word it. */
  invitation: string;
}

/**
 * One WhatsApp button (issue 39) with a small choice, each saying what it sends: the invitation with the link, or the
 * khatm's list for the group (issue 26). Both open WhatsApp with the message written; the person picks the chat there.
 */
export function WhatsAppChoice({ khatmId, invitation }: WhatsAppChoiceProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const list = useQuery(whatsappQueries.listText(khatmId, i18n.locale));
  return (
    <Menu position="bottom-start" width="target">
      <Menu.Target>
        <Button
          color="green"
          variant="light"
          leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          data-testid="whatsapp-choice"
        >
          {t("share.viaWhatsApp")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={buildWhatsAppLink(invitation)}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconLink size={18} aria-hidden />}
        >
          <ChoiceText title={t("share.whatsAppLink")} hint={t("share.whatsAppLinkHint")} />
        </Menu.Item>
        {/* The list is read when the dialog opens; until then (or if it failed) there is nothing to send. */}
        <Menu.Item
          component="a"
          href={list.data ? buildWhatsAppLink(list.data) : undefined}
          target="_blank"
          rel="noopener noreferrer"
          disabled={!list.data}
          leftSection={<IconListNumbers size={18} aria-hidden />}
        >
          <ChoiceText title={t("share.whatsAppList")} hint={t("share.whatsAppListHint")} />
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function ChoiceText({ title, hint }: { title: string; hint: string }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </>
  );
}
