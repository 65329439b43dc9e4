import { ACCESS_CODE_LENGTH, isValidAccessCode, sanitizeAccessCode } from "@khatm/schema/rules";
import { Button, Card, Group, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { errorToast, showToast } from "../../components/feedback";
import { ApiRequestError } from "../../lib/api-client";
import { useTypedBeforeHydration } from "../../lib/typed-before-hydration";
import { useT } from "../i18n/i18n-context";
import { khatmQueries } from "../khatms/queries";

/** Spec §9: the app moves to the found khatm 1 second after saying so. */
const REDIRECT_DELAY_MS = 1000;

/** The 'Join Khatm' card: a 6-digit code, looked up, then the khatm's dashboard. */
export function JoinByCodeCard() {
  const t = useT();
  // Spec §8 says a wrong code with a toast, not under the field.
  const form = useForm({
    initialValues: { code: "" },
    validate: { code: (code) => (isValidAccessCode(code) ? null : t("home.invalidCode")) },
  });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, formRef, { code: sanitizeAccessCode });
  const [searching, setSearching] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  async function lookUp({ code }: { code: string }) {
    setSearching(true);
    try {
      const khatm = await queryClient.fetchQuery(khatmQueries.byCode(code));
      showToast({ message: t("home.found", { name: khatm.name }), color: "teal" });
      redirect.current = setTimeout(
        () => void navigate({ to: "/n/$code", params: { code: khatm.accessCode } }),
        REDIRECT_DELAY_MS,
      );
    } catch (error) {
      // Spec §7: any answer that is not OK means "not found"; only a failed request is a different error.
      showToast(
        error instanceof ApiRequestError
          ? errorToast(t("home.notFound"), t("home.notFoundTitle"))
          : errorToast(t("home.lookupFailed")),
      );
      setSearching(false);
    }
  }

  return (
    <Card withBorder padding="lg" shadow="sm" maw={520} w="100%" mx="auto">
      <Title order={2} size="h3">
        {t("home.joinTitle")}
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        {t("home.joinHint")}
      </Text>
      <form
        ref={formRef}
        onSubmit={form.onSubmit(lookUp, (errors) =>
          showToast(errorToast(String(errors.code), t("home.invalidCodeTitle"))),
        )}
      >
        <Group mt="md" gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            aria-label={t("home.accessCode")}
            placeholder="123456"
            value={form.values.code}
            data-path="code"
            onChange={(event) => form.setFieldValue("code", sanitizeAccessCode(event.currentTarget.value))}
            inputMode="numeric"
            // No maxLength: the browser would cut a pasted "12 34 56" before the spaces are stripped.
            autoComplete="off"
            size="md"
            flex={1}
            styles={{ input: { letterSpacing: "0.3em", fontFamily: "var(--mantine-font-family-monospace)" } }}
          />
          <Button type="submit" size="md" disabled={form.values.code.length < ACCESS_CODE_LENGTH} loading={searching}>
            {t("home.join")}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
