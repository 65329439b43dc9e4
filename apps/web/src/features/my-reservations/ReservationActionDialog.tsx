import { partLabel } from "@khatm/juz-table";
import type { ReaderJuz } from "@khatm/schema";
import { DEFAULT_DIVISION, divisionOf } from "@khatm/schema/rules";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useI18n } from "../i18n/i18n-context";

/** What the reader asked to do with one of their reserved parts. */
export interface ReservationAction {
  kind: "cancel" | "complete";
  juz: ReaderJuz;
}

interface ReservationActionDialogProps {
  /** The action to confirm; the dialog is open while it is set. */
  action: ReservationAction | null;
  pending: boolean;
  onConfirm: (action: ReservationAction) => void;
  onClose: () => void;
}

/**
 * Asks before a reservation changes (the spec's confirmation pattern): given up, the part goes back to the khatm for
 * anyone to take; completed, it counts as read.
 */
export function ReservationActionDialog({ action, pending, onConfirm, onClose }: ReservationActionDialogProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const juz = action?.juz;
  const division = juz ? divisionOf(juz.khatm).division : DEFAULT_DIVISION;
  const completing = action?.kind === "complete";
  const title = t(completing ? "khatm.markAsCompleted" : "myReservations.cancelReservation");
  return (
    <Modal opened={action !== null} onClose={onClose} title={title} centered>
      {action && juz && (
        <>
          <Text>{completing ? completeText(juz) : cancelText(juz)}</Text>
          <Group justify="flex-end" mt="lg" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t(completing ? "common.back" : "myReservations.keep")}
            </Button>
            <Button color={completing ? undefined : "red"} loading={pending} onClick={() => onConfirm(action)}>
              {title}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );

  function cancelText(juz: ReaderJuz) {
    return division === "juz"
      ? t("myReservations.cancelText", { number: juz.number, name: juz.khatm.name })
      : t("parts.myCancelText", { part: partLabel(i18n, division, juz.number), name: juz.khatm.name });
  }

  function completeText(juz: ReaderJuz) {
    return division === "juz"
      ? t("khatm.confirmComplete", { number: juz.number })
      : t("parts.confirmComplete", { part: partLabel(i18n, division, juz.number) });
  }
}
