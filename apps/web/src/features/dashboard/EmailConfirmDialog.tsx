import { Modal, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { ReactNode } from "react";
import { DialogActions } from "../../components/DialogActions";
import { requiredEmail } from "../../lib/form-rules";
import { CreatorEmailInput } from "./CreatorEmailInput";

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
export function EmailConfirmDialog({ opened, title, onClose, ...form }: EmailConfirmDialogProps) {
  // The Modal mounts its content on each opening, so every opening starts a fresh form.
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <EmailConfirmForm onClose={onClose} {...form} />
    </Modal>
  );
}

type EmailConfirmFormProps = Omit<EmailConfirmDialogProps, "opened" | "title">;

function EmailConfirmForm({ children, defaultEmail, onConfirm, onClose, ...actions }: EmailConfirmFormProps) {
  const form = useForm({
    initialValues: { email: defaultEmail },
    validate: { email: requiredEmail("forms.confirmEmailRequired") },
  });
  return (
    <form noValidate onSubmit={form.onSubmit(({ email }) => onConfirm(email.trim()))}>
      <Stack gap="md">
        <Text>{children}</Text>
        <CreatorEmailInput autoComplete="email" data-autofocus {...form.getInputProps("email")} />
        <DialogActions onClose={onClose} {...actions} />
      </Stack>
    </form>
  );
}
