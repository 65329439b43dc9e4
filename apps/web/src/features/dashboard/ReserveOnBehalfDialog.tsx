import { partListText } from "@khatm/i18n";
import type { Division } from "@khatm/schema/rules";
import { Modal, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { DialogActions } from "../../components/DialogActions";
import { useI18n, useT } from "../i18n/i18n-context";
import { checkBehalfReservation } from "../join/validation";

export interface BehalfReservation {
  readerName: string;
  readerEmail?: string;
}

interface ReserveOnBehalfDialogProps {
  opened: boolean;
  juzNumbers: number[];
  /** The khatm's division: the selection is named in its words ("Page 12-16"). */
  division?: Division;
  loading: boolean;
  onReserve: (reservation: BehalfReservation) => void;
  onClose: () => void;
}

/** 'Reserve on Behalf of Another Reader': a name, and an e-mail only if the reader wants the notifications. */
export function ReserveOnBehalfDialog({ opened, onClose, ...form }: ReserveOnBehalfDialogProps) {
  const t = useT();
  // The Modal mounts its content on each opening, so every opening starts a fresh form.
  return (
    <Modal opened={opened} onClose={onClose} title={t("dashboard.behalfTitle")} centered>
      <BehalfForm onClose={onClose} {...form} />
    </Modal>
  );
}

function BehalfForm({
  juzNumbers,
  division = "juz",
  loading,
  onReserve,
  onClose,
}: Omit<ReserveOnBehalfDialogProps, "opened">) {
  const i18n = useI18n();
  const { t } = i18n;
  const form = useForm({
    initialValues: { readerName: "", readerEmail: "" },
    validate: checkBehalfReservation,
    transformValues: (values): BehalfReservation => ({
      readerName: values.readerName.trim(),
      readerEmail: values.readerEmail.trim() || undefined,
    }),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(onReserve)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {partListText(i18n, division, juzNumbers)}
        </Text>
        <TextInput
          label={t("dashboard.readerName")}
          withAsterisk
          size="md"
          data-autofocus
          {...form.getInputProps("readerName")}
        />
        <TextInput
          label={t("dashboard.readerEmail")}
          description={t("dashboard.optional")}
          type="email"
          size="md"
          {...form.getInputProps("readerEmail")}
        />
        <DialogActions confirmLabel={t("dashboard.reserve")} loading={loading} onClose={onClose} />
      </Stack>
    </form>
  );
}
