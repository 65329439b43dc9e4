import { isValidEmail } from "@khatm/schema/rules";
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";

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

/** Spec §5's transfer rules: all three fields, then the usual name and e-mail checks. */
export function checkTransfer(values: TransferValues): string | null {
  const { newReaderName, newReaderEmail, creatorEmail } = values;
  if (!newReaderName.trim() || !newReaderEmail.trim() || !creatorEmail.trim()) return "Please fill in all fields";
  if (newReaderName.trim().length < 2) return "Name must be at least 2 characters";
  if (!isValidEmail(newReaderEmail) || !isValidEmail(creatorEmail)) return "Please enter a valid email address";
  return null;
}

/** Hands a reserved juz to another reader. */
export function TransferJuzDialog(props: TransferJuzDialogProps) {
  const { opened, juzNumber, currentReader, defaultCreatorEmail, loading, onTransfer, onClose } = props;
  const [values, setValues] = useState<TransferValues>({ newReaderName: "", newReaderEmail: "", creatorEmail: "" });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setValues({ newReaderName: "", newReaderEmail: "", creatorEmail: defaultCreatorEmail });
    setError(null);
  }, [opened, defaultCreatorEmail]);

  function edit(field: keyof TransferValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setError(null);
  }

  function submit() {
    const problem = checkTransfer(values);
    setError(problem);
    if (!problem) {
      onTransfer({
        newReaderName: values.newReaderName.trim(),
        newReaderEmail: values.newReaderEmail.trim(),
        creatorEmail: values.creatorEmail.trim(),
      });
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={`Transfer Juz ${juzNumber ?? ""}`} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {currentReader ? <Text size="sm">Currently reserved by {currentReader}.</Text> : null}
          <TextInput
            label="New Reader Name"
            size="md"
            value={values.newReaderName}
            onChange={(event) => edit("newReaderName", event.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            label="New Reader Email"
            type="email"
            size="md"
            value={values.newReaderEmail}
            onChange={(event) => edit("newReaderEmail", event.currentTarget.value)}
          />
          <TextInput
            label="Your Email"
            description="The email you created this Khatm with"
            type="email"
            size="md"
            value={values.creatorEmail}
            onChange={(event) => edit("creatorEmail", event.currentTarget.value)}
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={loading}>
              Back
            </Button>
            <Button type="submit" loading={loading}>
              Transfer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
