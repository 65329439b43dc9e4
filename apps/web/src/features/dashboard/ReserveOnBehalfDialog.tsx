import { juzListText } from "@khatm/schema/rules";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { checkBehalfReservation } from "../join/validation";

export interface BehalfReservation {
  readerName: string;
  readerEmail?: string;
}

interface ReserveOnBehalfDialogProps {
  opened: boolean;
  juzNumbers: number[];
  loading: boolean;
  onReserve: (reservation: BehalfReservation) => void;
  onClose: () => void;
}

/** 'Reserve on Behalf of Another Reader': a name, and an e-mail only if the reader wants the notifications. */
export function ReserveOnBehalfDialog({ opened, juzNumbers, loading, onReserve, onClose }: ReserveOnBehalfDialogProps) {
  const [values, setValues] = useState({ readerName: "", readerEmail: "" });
  const [errors, setErrors] = useState<ReturnType<typeof checkBehalfReservation>>({});

  useEffect(() => {
    if (!opened) return;
    setValues({ readerName: "", readerEmail: "" });
    setErrors({});
  }, [opened]);

  function submit() {
    const found = checkBehalfReservation(values);
    setErrors(found);
    if (found.readerName || found.readerEmail) return;
    onReserve({ readerName: values.readerName.trim(), readerEmail: values.readerEmail.trim() || undefined });
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Reserve on Behalf of Another Reader" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {juzListText(juzNumbers)}
          </Text>
          <TextInput
            label="Reader Name"
            withAsterisk
            size="md"
            value={values.readerName}
            error={errors.readerName}
            onChange={(event) => {
              const readerName = event.currentTarget.value;
              setValues((current) => ({ ...current, readerName }));
              setErrors((current) => ({ ...current, readerName: undefined }));
            }}
            data-autofocus
          />
          <TextInput
            label="Reader Email"
            description="Optional"
            type="email"
            size="md"
            value={values.readerEmail}
            error={errors.readerEmail}
            onChange={(event) => {
              const readerEmail = event.currentTarget.value;
              setValues((current) => ({ ...current, readerEmail }));
              setErrors((current) => ({ ...current, readerEmail: undefined }));
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={loading}>
              Back
            </Button>
            <Button type="submit" loading={loading}>
              Reserve
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
