import { partLabel } from "@khatm/juz-table";
import type { Division } from "@khatm/schema/rules";
import { Alert, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { DialogActions } from "../../components/DialogActions";
import { optionalEmail, readerName } from "../../lib/form-rules";
import { t } from "../../lib/i18n";
import { useI18n, useT } from "../i18n/i18n-context";
import { CreatorEmailInput } from "./CreatorEmailInput";

export interface TransferValues {
  newReaderName: string;
  newReaderEmail: string;
  creatorEmail: string;
}

interface TransferJuzDialogProps {
  opened: boolean;
  juzNumber: number | undefined;
  currentReader: string | null | undefined;
  defaultCreatorEmail: string;
  loading: boolean;
  onTransfer: (values: TransferValues) => void;
  onClose: () => void;
  /** The khatm's division: the part is named in its words ("Transfer Page 300"). */
  division?: Division;
}

/** Spec §5's transfer rules: all three fields, then the usual name and e-mail checks; one message for the form. */
export function checkTransfer(values: TransferValues): string | null {
  const fields = [values.newReaderName, values.newReaderEmail, values.creatorEmail];
  if (fields.some((value) => !value.trim())) return t("dashboard.fillAllFields");
  return readerName(values.newReaderName) ?? optionalEmail(values.newReaderEmail) ?? optionalEmail(values.creatorEmail);
}

/** Hands a reserved juz to another reader. */
export function TransferJuzDialog({ opened, juzNumber, onClose, division = "juz", ...form }: TransferJuzDialogProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const title =
    division === "juz" || juzNumber === undefined
      ? t("dashboard.transferTitle", { number: juzNumber ?? "" })
      : t("parts.transferTitle", { part: partLabel(i18n, division, juzNumber) });
  // The Modal mounts its content on each opening, so every opening starts a fresh form.
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <TransferForm onClose={onClose} {...form} />
    </Modal>
  );
}

type TransferFormProps = Omit<TransferJuzDialogProps, "opened" | "juzNumber" | "division">;

function TransferForm({ currentReader, defaultCreatorEmail, loading, onTransfer, onClose }: TransferFormProps) {
  const t = useT();
  const form = useForm<TransferValues>({
    initialValues: { newReaderName: "", newReaderEmail: "", creatorEmail: defaultCreatorEmail },
    // The spec gives the whole form one message, shown under the fields until any field changes.
    validate: (values) => ({ form: checkTransfer(values) }),
    onValuesChange: () => form.clearErrors(),
    transformValues: (values) => ({
      newReaderName: values.newReaderName.trim(),
      newReaderEmail: values.newReaderEmail.trim(),
      creatorEmail: values.creatorEmail.trim(),
    }),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(onTransfer)}>
      <Stack gap="md">
        {currentReader ? <Text size="sm">{t("dashboard.currentlyReservedBy", { name: currentReader })}</Text> : null}
        <TextInput
          label={t("dashboard.newReaderName")}
          size="md"
          data-autofocus
          {...form.getInputProps("newReaderName")}
        />
        <TextInput
          label={t("dashboard.newReaderEmail")}
          type="email"
          size="md"
          {...form.getInputProps("newReaderEmail")}
        />
        <CreatorEmailInput {...form.getInputProps("creatorEmail")} />
        {form.errors.form ? (
          <Alert color="red" variant="light" role="alert">
            {form.errors.form}
          </Alert>
        ) : null}
        <DialogActions confirmLabel={t("dashboard.transfer")} loading={loading} onClose={onClose} />
      </Stack>
    </form>
  );
}
