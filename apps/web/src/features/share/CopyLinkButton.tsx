import { Button, type ButtonProps } from "@mantine/core";
import { useClipboard } from "@mantine/hooks";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useEffect } from "react";
import { errorToast, showToast } from "../../components/feedback";
import { useT } from "../i18n/i18n-context";

/** Spec §9: 'Copied!' shows for 2 seconds; the 'Link copied!' toast stays 3 seconds. */
const COPIED_MS = 2000;
const COPIED_TOAST_MS = 3000;

interface CopyLinkButtonProps extends Omit<ButtonProps, "children" | "onClick"> {
  link: string;
  label?: string;
  /** The toast once copied, when not 'Link copied!' (the WhatsApp list's). */
  copiedToast?: string;
}

/** Copies a link to the clipboard, says so with a toast, and reads 'Copied!' for 2 s. */
export function CopyLinkButton({ link, label, copiedToast, ...buttonProps }: CopyLinkButtonProps) {
  const t = useT();
  const clipboard = useClipboard({ timeout: COPIED_MS });
  // The clipboard answers later, through these two states: each copy starts from a reset, so each one toasts.
  useEffect(() => {
    if (!clipboard.copied) return;
    showToast({ message: copiedToast ?? t("share.linkCopied"), color: "teal", autoClose: COPIED_TOAST_MS });
  }, [clipboard.copied, copiedToast, t]);
  useEffect(() => {
    if (!clipboard.error) return;
    console.error("Copying the link failed", clipboard.error);
    showToast(errorToast(t("share.copyFailed"), t("share.copyFailedTitle")));
  }, [clipboard.error, t]);

  const { copied } = clipboard;
  return (
    <Button
      color={copied ? "teal" : undefined}
      leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
      onClick={() => {
        clipboard.reset();
        clipboard.copy(link);
      }}
      {...buttonProps}
    >
      {copied ? t("share.copied") : (label ?? t("share.copyLink"))}
    </Button>
  );
}
