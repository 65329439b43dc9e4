import { Button, Group, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useT } from "../features/i18n/i18n-context";
import { requiredEmail } from "../lib/form-rules";

interface EmailFormProps {
  initialEmail: string;
  placeholder: string;
  submitLabel: string;
  /** Called with the trimmed address once it looks like an e-mail. */
  onSubmit: (email: string) => void;
  /** Each keystroke, for a page that uses the address before it is submitted. */
  onEmailChange?: (email: string) => void;
  /** The form's accessible name, when it has one. */
  "aria-label"?: string;
  required?: boolean;
}

/** One e-mail field and its button, on one line even on a phone (My Khatms' Find, My Reservations' Update). */
export function EmailForm({
  initialEmail,
  placeholder,
  submitLabel,
  onSubmit,
  onEmailChange,
  ...rest
}: EmailFormProps) {
  const t = useT();
  const form = useForm({
    initialValues: { email: initialEmail },
    validate: { email: requiredEmail() },
    onValuesChange: (values) => onEmailChange?.(values.email),
  });
  return (
    <form onSubmit={form.onSubmit(({ email }) => onSubmit(email.trim()))} noValidate aria-label={rest["aria-label"]}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t("common.yourEmail")}
          placeholder={placeholder}
          type="email"
          inputMode="email"
          autoComplete="email"
          required={rest.required}
          size="md"
          flex={1}
          miw={0}
          {...form.getInputProps("email")}
        />
        <Button type="submit" size="md">
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
