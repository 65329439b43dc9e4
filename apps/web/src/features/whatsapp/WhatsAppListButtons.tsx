import { Alert, Button, SimpleGrid, type SimpleGridProps } from "@mantine/core";
import { IconShare2 } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useI18n } from "../i18n/i18n-context";
import { CopyLinkButton } from "../share/CopyLinkButton";
import { whatsappQueries } from "./queries";
import { useSystemShare } from "./use-system-share";

interface WhatsAppListButtonsProps {
  khatmId: string;
  /** A button of the caller's before these, in the same grid (the board's "Import a list"). */
  leading?: ReactNode;
  /** Columns by the grid's own width: side by side only where the labels fit. */
  cols?: SimpleGridProps["cols"];
}

const TWO_WHERE_ROOM = { base: 1, "480px": 2 };

/**
 * The khatm's list for a WhatsApp group (issue 26): "Copy list for WhatsApp" (with 'Copied!') and on a phone the
 * system share sheet. Sending it to WhatsApp is the WhatsApp button's choice (WhatsAppChoice), the one green button.
 */
export function WhatsAppListButtons({ khatmId, leading, cols = TWO_WHERE_ROOM }: WhatsAppListButtonsProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const list = useQuery(whatsappQueries.listText(khatmId, i18n.locale));
  const systemShare = useSystemShare();
  if (list.isError) {
    return (
      <SimpleGrid type="container" cols={cols} spacing="sm">
        {leading}
        <Alert color="red">{t("share.listLoadFailed")}</Alert>
      </SimpleGrid>
    );
  }
  const text = list.data ?? "";
  return (
    <SimpleGrid type="container" cols={cols} spacing="sm" data-testid="whatsapp-list">
      {leading}
      <CopyLinkButton
        link={text}
        label={t("share.copyListForWhatsApp")}
        copiedToast={t("share.listCopied")}
        variant="default"
        disabled={!list.data}
      />
      {systemShare ? (
        <Button
          variant="default"
          leftSection={<IconShare2 size={18} aria-hidden />}
          disabled={!list.data}
          // Closing the share sheet without sharing rejects: nothing went wrong.
          onClick={() => navigator.share({ text }).catch(() => {})}
        >
          {t("share.shareList")}
        </Button>
      ) : null}
    </SimpleGrid>
  );
}
