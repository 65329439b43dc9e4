import { Alert, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { DialogActions } from "../../components/DialogActions";
import { optionalEmail, readerName } from "../../lib/form-rules";
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
}

/** Spec §5's transfer rules: all three fields, then the usual name and e-mail checks; one message for the form. */
export function checkTransfer(values: TransferValues): string | null {
  const fields = [values.newReaderName, values.newReaderEmail, values.creatorEmail];
  if (fields.some((value) => !value.trim())) return "Please fill in all fields";
  return readerName(values.newReaderName) ?? optionalEmail(values.newReaderEmail) ?? optionalEmail(values.creatorEmail);
}

/** Hands a reserved juz to another reader. */
export function TransferJuzDialog({ opened, juzNumber, onClose, ...form }: TransferJuzDialogProps) {
  // The Modal mounts its content on each opening, so every opening starts a fresh form.
  return (
    <Modal opened={opened} onClose={onClose} title={`Transfer Juz ${juzNumber ?? ""}`} centered>
      <TransferForm onClose={onClose} {...form} />
    </Modal>
  );
}

type TransferFormProps = Omit<TransferJuzDialogProps, "opened" | "juzNumber">;

function TransferForm({ currentReader, defaultCreatorEmail, loading, onTransfer, onClose }: TransferFormProps) {
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
        {currentReader ? <Text size="sm">Currently reserved by {currentReader}.</Text> : null}
        <TextInput label="New Reader Name" size="md" data-autofocus {...form.getInputProps("newReaderName")} />
        <TextInput label="New Reader Email" type="email" size="md" {...form.getInputProps("newReaderEmail")} />
        <CreatorEmailInput {...form.getInputProps("creatorEmail")} />
        {form.errors.form ? (
          <Alert color="red" variant="light" role="alert">
            {form.errors.form}
          </Alert>
        ) : null}
        <DialogActions confirmLabel="Transfer" loading={loading} onClose={onClose} />
      </Stack>
    </form>
  );
}
