import { isValidEmail } from "@khatm/schema/rules";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";

interface EmailConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  /** The signed-in user's e-mail, when there is one (spec: the creator confirms by typing the creator e-mail). */
  defaultEmail: string;
  loading: boolean;
  onConfirm: (email: string) => void;
  onClose: () => void;
}

/** A creator action confirmed by typing the creator e-mail; the typed e-mail confirms, it proves nothing. */
export function EmailConfirmDialog(props: EmailConfirmDialogProps) {
  const { opened, title, children, confirmLabel, confirmColor, defaultEmail, loading, onConfirm, onClose } = props;
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setEmail(defaultEmail);
    setError(null);
  }, [opened, defaultEmail]);

  function confirm() {
    const typed = email.trim();
    if (!typed) return setError("Please enter your email to confirm this action");
    if (!isValidEmail(typed)) return setError("Please enter a valid email address");
    onConfirm(typed);
  }

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <Stack gap="md">
          <Text>{children}</Text>
          <TextInput
            label="Your Email"
            description="The email you created this Khatm with"
            type="email"
            autoComplete="email"
            size="md"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={loading}>
              Back
            </Button>
            <Button type="submit" color={confirmColor} loading={loading}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
