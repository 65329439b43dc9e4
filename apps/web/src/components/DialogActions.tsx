import { Button, Group } from "@mantine/core";

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
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onClose} disabled={loading}>
        Back
      </Button>
      <Button type={onConfirm ? "button" : "submit"} color={confirmColor} loading={loading} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </Group>
  );
}
