import { partLabel } from "@khatm/juz-table";
import type { ReaderJuz } from "@khatm/schema";
import { DEFAULT_DIVISION, divisionOf } from "@khatm/schema/rules";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useI18n } from "../i18n/i18n-context";

interface CancelReservationDialogProps {
  /** The juz to cancel; the dialog is open while it is set. */
  juz: ReaderJuz | null;
  pending: boolean;
  onConfirm: (juz: ReaderJuz) => void;
  onClose: () => void;
}

/** Asks before a reservation is given up: the juz goes back to the khatm for anyone to take. */
export function CancelReservationDialog({ juz, pending, onConfirm, onClose }: CancelReservationDialogProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const division = juz ? divisionOf(juz.khatm).division : DEFAULT_DIVISION;
  return (
    <Modal opened={juz !== null} onClose={onClose} title={t("myReservations.cancelReservation")} centered>
      {juz && (
        <>
          <Text>
            {division === "juz"
              ? t("myReservations.cancelText", { number: juz.number, name: juz.khatm.name })
              : t("parts.myCancelText", { part: partLabel(i18n, division, juz.number), name: juz.khatm.name })}
          </Text>
          <Group justify="flex-end" mt="lg" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t("myReservations.keep")}
            </Button>
            <Button color="red" loading={pending} onClick={() => onConfirm(juz)}>
              {t("myReservations.cancelReservation")}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
