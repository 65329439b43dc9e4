import type { ReaderJuz } from "@khatm/schema";
import { Button, Group, Modal, Text } from "@mantine/core";

interface CancelReservationDialogProps {
  /** The juz to cancel; the dialog is open while it is set. */
  juz: ReaderJuz | null;
  pending: boolean;
  onConfirm: (juz: ReaderJuz) => void;
  onClose: () => void;
}

/** Asks before a reservation is given up: the juz goes back to the khatm for anyone to take. */
export function CancelReservationDialog({ juz, pending, onConfirm, onClose }: CancelReservationDialogProps) {
  return (
    <Modal opened={juz !== null} onClose={onClose} title="Cancel Reservation" centered>
      {juz && (
        <>
          <Text>
            Cancel your reservation for Juz {juz.number} in "{juz.khatm.name}"? It becomes available for other readers
            to reserve.
          </Text>
          <Group justify="flex-end" mt="lg" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Keep Reservation
            </Button>
            <Button color="red" loading={pending} onClick={() => onConfirm(juz)}>
              Cancel Reservation
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
