import { DEDICATION_MAX_LENGTH } from "@khatm/schema/rules";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useSetDedication } from "./use-dedication";

interface DedicationDialogProps {
  khatmId: string;
  dedication: string | null;
  opened: boolean;
  onClose: () => void;
}

/** The creator's "Dedicated to": set, change or (left empty) remove it. */
export function DedicationDialog({ khatmId, dedication, opened, onClose }: DedicationDialogProps) {
  const [value, setValue] = useState(dedication ?? "");
  const save = useSetDedication(khatmId);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ dedication: value.trim() || null }, { onSuccess: onClose });
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Dedication" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Dedicate this Khatm, for example to the memory of someone who has died. Everyone who opens it sees this.
          </Text>
          <TextInput
            label="Dedicated to"
            placeholder="e.g. the memory of our grandmother Fatima"
            maxLength={DEDICATION_MAX_LENGTH}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
