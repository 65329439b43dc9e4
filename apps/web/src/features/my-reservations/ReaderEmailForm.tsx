import { isValidEmail } from "@khatm/schema/rules";
import { Button, Group, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";

interface ReaderEmailFormProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed address once it looks like an e-mail. */
  onSubmit: (email: string) => void;
}

/** The signed-out reader's e-mail, shown at the top of My Reservations with an Update button. */
export function ReaderEmailForm({ value, onChange, onSubmit }: ReaderEmailFormProps) {
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(value)) {
      setError("Please enter a valid email address");
      return;
    }
    onSubmit(value.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label="Your email"
          placeholder="Your email"
          type="email"
          inputMode="email"
          autoComplete="email"
          size="md"
          flex={1}
          miw={0}
          value={value}
          error={error}
          onChange={(event) => {
            setError(null);
            onChange(event.currentTarget.value);
          }}
        />
        <Button type="submit" size="md">
          Update
        </Button>
      </Group>
    </form>
  );
}
