import { DEDICATION_MAX_LENGTH } from "@khatm/schema/rules";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useT } from "../i18n/i18n-context";
import { useSetDedication } from "./use-dedication";

interface DedicationDialogProps {
  khatmId: string;
  dedication: string | null;
  opened: boolean;
  onClose: () => void;
}

/** The creator's "Dedicated to": set, change or (left empty) remove it. */
export function DedicationDialog({ khatmId, dedication, opened, onClose }: DedicationDialogProps) {
  const t = useT();
  const [value, setValue] = useState(dedication ?? "");
  const save = useSetDedication(khatmId);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ dedication: value.trim() || null }, { onSuccess: onClose });
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t("together.dedicationTitle")} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t("together.dedicationHint")}
          </Text>
          <TextInput
            label={t("together.dedicationLabel")}
            placeholder={t("together.dedicationPlaceholder")}
            maxLength={DEDICATION_MAX_LENGTH}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("together.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t("together.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
