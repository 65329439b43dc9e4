import { Button, type ButtonProps } from "@mantine/core";
import { IconBrandTelegram } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useT } from "../i18n/i18n-context";
import { appConfigQuery } from "../mushaf/queries";

/** Telegram's link that adds the bot to a group of the person's choice and sends it /start {code} there. */
export function telegramGroupLink(bot: string, accessCode: string): string {
  return `https://t.me/${encodeURIComponent(bot)}?startgroup=${encodeURIComponent(accessCode)}`;
}

/**
 * "Add to a Telegram group" (issue 38): the bot joins the chosen group and links it to the khatm, whose list it then
 * keeps up to date there. Shown only when the deployment has a bot (/api/config names it).
 */
export function TelegramGroupLink({ accessCode, ...props }: { accessCode: string } & ButtonProps) {
  const t = useT();
  const bot = useQuery(appConfigQuery).data?.telegramBot;
  if (!bot) return null;
  return (
    <Button
      component="a"
      href={telegramGroupLink(bot, accessCode)}
      target="_blank"
      rel="noopener noreferrer"
      variant="light"
      color="cyan"
      leftSection={<IconBrandTelegram size={18} aria-hidden />}
      data-testid="telegram-group-link"
      {...props}
    >
      {t("telegramGroups.addToGroup")}
    </Button>
  );
}
