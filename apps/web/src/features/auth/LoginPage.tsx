import { isValidEmail } from "@khatm/schema/rules";
import { Button, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { getRememberedReaderEmail } from "../../lib/storage";
import { AnchorLink } from "../layout/router-links";
import { useRequestMagicLink } from "./mutations";

/** Minutes a magic link stays valid (spec section 9); the server enforces it, the page only says it. */
const MAGIC_LINK_MINUTES = 15;

/** /login: ask for an e-mail, send a magic link, then confirm where it went. */
export function LoginPage() {
  // The last address stays in the field after 'Use a different email', so a typo is one edit away.
  const [email, setEmail] = useState(() => getRememberedReaderEmail() ?? "");
  const [sent, setSent] = useState(false);
  return (
    <Paper withBorder shadow="xs" radius="md" p={{ base: "lg", sm: "xl" }} maw={440} mx="auto">
      {sent ? (
        <LinkSent email={email} onUseDifferentEmail={() => setSent(false)} />
      ) : (
        <EmailForm
          initialEmail={email}
          onSent={(address) => {
            setEmail(address);
            setSent(true);
          }}
        />
      )}
    </Paper>
  );
}

interface EmailFormProps {
  initialEmail: string;
  onSent: (email: string) => void;
}

function EmailForm({ initialEmail, onSent }: EmailFormProps) {
  const requestLink = useRequestMagicLink();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: initialEmail },
    validate: { email: (value) => (isValidEmail(value) ? null : "Please enter a valid email address") },
  });

  const submit = form.onSubmit(({ email }) => {
    const address = email.trim();
    requestLink.mutate({ email: address }, { onSuccess: () => onSent(address) });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2">
            Sign in
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            No password needed: we e-mail you a link that signs you in.
          </Text>
        </div>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          size="md"
          required
          key={form.key("email")}
          {...form.getInputProps("email")}
        />
        <Button type="submit" size="md" loading={requestLink.isPending} fullWidth>
          Send Magic Link
        </Button>
        <LegalNote />
      </Stack>
    </form>
  );
}

interface LinkSentProps {
  email: string;
  onUseDifferentEmail: () => void;
}

function LinkSent({ email, onUseDifferentEmail }: LinkSentProps) {
  return (
    <Stack gap="md" ta="center">
      <Title order={1} fz="h2">
        Check your email
      </Title>
      <Text>
        We sent a login link to{" "}
        <Text span fw={600} style={{ overflowWrap: "anywhere" }}>
          {email}
        </Text>
        .
      </Text>
      <Text c="dimmed" size="sm">
        Open it on this device to sign in. The link expires in {MAGIC_LINK_MINUTES} minutes.
      </Text>
      <Button variant="light" size="md" onClick={onUseDifferentEmail}>
        Use a different email
      </Button>
      <LegalNote />
    </Stack>
  );
}

function LegalNote() {
  return (
    <Text size="xs" c="dimmed" ta="center">
      By signing in you agree to our{" "}
      <AnchorLink to="/terms" inherit>
        Terms of Service
      </AnchorLink>{" "}
      and{" "}
      <AnchorLink to="/privacy" inherit>
        Privacy Policy
      </AnchorLink>
      .
    </Text>
  );
}
