import { Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { DialogActions } from "./DialogActions";

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before an action that changes a reservation. */
export function ConfirmDialog({ opened, title, children, onClose, ...actions }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="lg">
        <Text>{children}</Text>
        <DialogActions onClose={onClose} {...actions} />
      </Stack>
    </Modal>
  );
}
