import { Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { buildShareLink } from "../../lib/share";
import { useT } from "../i18n/i18n-context";
import { TelegramGroupLink } from "../telegram/TelegramGroupLink";
import { WhatsAppListButtons } from "../whatsapp/WhatsAppListButtons";
import { CopyLinkButton } from "./CopyLinkButton";
import { type ShareableKhatm, ShareLinks } from "./ShareLinks";
import { ShareQrCode } from "./ShareQrCode";

interface ShareDialogProps {
  khatm: ShareableKhatm;
  opened: boolean;
  onClose: () => void;
}

/**
 * Spec: the link (site origin + /n/{code}) with a copy button, the 6-digit code, WhatsApp and e-mail sharing; and the
 * link as a QR code to download and print; and the khatm's list as a WhatsApp message (issue 26); and, when the
 * deployment has a Telegram bot, "Add to a Telegram group" (issue 38). The dialog is
 * loaded lazily, so the QR library is too.
 */
export function ShareDialog({ khatm, opened, onClose }: ShareDialogProps) {
  const t = useT();
  const link = buildShareLink(window.location.origin, khatm.accessCode);
  return (
    <Modal opened={opened} onClose={onClose} title={t("share.dialogTitle")} centered>
      <Stack gap="md">
        <div>
          <TextInput
            label={t("share.link")}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            data-testid="share-link"
          />
          <CopyLinkButton link={link} fullWidth mt="xs" />
        </div>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {t("share.accessCode")}
          </Text>
          <Text fw={700} size="xl" ff="monospace" data-testid="share-code">
            {khatm.accessCode}
          </Text>
        </Group>
        <ShareLinks khatm={khatm} link={link} />
        <TelegramGroupLink accessCode={khatm.accessCode} />
        {khatm.id ? (
          <div>
            <Text size="sm" fw={600} mb="xs">
              {t("share.listTitle")}
            </Text>
            <WhatsAppListButtons khatmId={khatm.id} />
          </div>
        ) : null}
        <ShareQrCode link={link} code={khatm.accessCode} />
      </Stack>
    </Modal>
  );
}
