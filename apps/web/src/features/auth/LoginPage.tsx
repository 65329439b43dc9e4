import { isValidEmail } from "@khatm/schema/rules";
import { Button, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useRef, useState } from "react";
import { getRememberedReaderEmail } from "../../lib/storage";
import { useTypedBeforeHydration } from "../../lib/typed-before-hydration";
import { useT } from "../i18n/i18n-context";
import { RichText } from "../i18n/RichText";
import { AnchorLink } from "../layout/router-links";
import { useRequestMagicLink } from "./mutations";

/** Minutes a magic link stays valid (spec section 9); the server enforces it, the page only says it. */
const MAGIC_LINK_MINUTES = 15;

/**
 * /login: ask for an e-mail, send a magic link, then confirm where it went. The link brings the person back to
 * `next`, the page they came to sign in from.
 */
export function LoginPage({ next }: { next?: string }) {
  // The last address stays in the field after 'Use a different email', so a typo is one edit away.
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  return (
    <Paper withBorder shadow="xs" radius="md" p={{ base: "lg", sm: "xl" }} maw={440} mx="auto">
      {sent ? (
        <LinkSent email={email} onUseDifferentEmail={() => setSent(false)} />
      ) : (
        <EmailForm
          initialEmail={email}
          remember={email === ""}
          next={next}
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
  /** Fill in the address this browser remembers (the page was painted without it), unless one was typed already. */
  remember: boolean;
  next?: string;
  onSent: (email: string) => void;
}

function EmailForm({ initialEmail, remember, next, onSent }: EmailFormProps) {
  const t = useT();
  const requestLink = useRequestMagicLink();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: initialEmail },
    validate: { email: (value) => (isValidEmail(value) ? null : t("forms.invalidEmail")) },
  });
  // Once, after hydration: a field the visitor has emptied since stays empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's functions change identity on each render.
  useEffect(() => {
    const remembered = remember ? getRememberedReaderEmail() : null;
    if (remembered && form.getValues().email === "") form.setFieldValue("email", remembered);
  }, []);

  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, formRef);
  const submit = form.onSubmit(({ email }) => {
    const address = email.trim();
    requestLink.mutate({ email: address, next }, { onSuccess: () => onSent(address) });
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2">
            {t("auth.signInTitle")}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t("auth.signInIntro")}
          </Text>
        </div>
        <TextInput
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t("auth.emailPlaceholder")}
          size="md"
          required
          key={form.key("email")}
          {...form.getInputProps("email")}
        />
        <Button type="submit" size="md" loading={requestLink.isPending} fullWidth>
          {t("auth.sendMagicLink")}
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
  const t = useT();
  return (
    <Stack gap="md" ta="center">
      <Title order={1} fz="h2">
        {t("auth.checkEmail")}
      </Title>
      <Text>
        <RichText
          message="auth.linkSentTo"
          parts={{
            email: (
              <Text span fw={600} style={{ overflowWrap: "anywhere" }}>
                {email}
              </Text>
            ),
          }}
        />
      </Text>
      <Text c="dimmed" size="sm">
        {t("auth.openOnThisDevice", { minutes: MAGIC_LINK_MINUTES })}
      </Text>
      <Button variant="light" size="md" onClick={onUseDifferentEmail}>
        {t("auth.useDifferentEmail")}
      </Button>
      <LegalNote />
    </Stack>
  );
}

function LegalNote() {
  const t = useT();
  return (
    <Text size="xs" c="dimmed" ta="center">
      <RichText
        message="auth.legalNote"
        parts={{
          terms: (
            <AnchorLink to="/terms" inherit>
              {t("auth.terms")}
            </AnchorLink>
          ),
          privacy: (
            <AnchorLink to="/privacy" inherit>
              {t("auth.privacy")}
            </AnchorLink>
          ),
        }}
      />
    </Text>
  );
}
