import { Button, Group } from "@mantine/core";
import { useT } from "../features/i18n/i18n-context";

interface DialogActionsProps {
  confirmLabel: string;
  confirmColor?: string;
  loading: boolean;
  onClose: () => void;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
}

/** The foot of every dialog: Back, and the action it asks for. */
export function DialogActions({ confirmLabel, confirmColor, loading, onClose, onConfirm }: DialogActionsProps) {
  const t = useT();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onClose} disabled={loading}>
        {t("common.back")}
      </Button>
      <Button type={onConfirm ? "button" : "submit"} color={confirmColor} loading={loading} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </Group>
  );
}
