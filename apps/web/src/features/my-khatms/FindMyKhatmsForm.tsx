import { isValidEmail } from "@khatm/schema/rules";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";

interface FindMyKhatmsFormProps {
  initialEmail: string;
  onFind: (email: string) => void;
}

/** Signed out: the creator's e-mail, to look up the khatms made with it (spec: required, e-mail type). */
export function FindMyKhatmsForm({ initialEmail, onFind }: FindMyKhatmsFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError("Please enter a valid email address");
      return;
    }
    onFind(email.trim().toLowerCase());
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Find My Khatms">
      <Stack gap="xs">
        <Text fw={600}>Find My Khatms</Text>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            aria-label="Your email"
            placeholder="The email you created with"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            size="md"
            flex={1}
            miw={0}
            value={email}
            error={error}
            onChange={(event) => {
              setError(null);
              setEmail(event.currentTarget.value);
            }}
          />
          <Button type="submit" size="md">
            Find
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
