import { Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { errorText } from "../../components/feedback";
import { useT } from "../i18n/i18n-context";
import { ButtonLink } from "../layout/router-links";
import { useAuth } from "./auth-context";
import { useVerifyLogin } from "./mutations";

/** Spec section 9: the success state leads home (or back to the page signed in from) after 2 seconds. */
const REDIRECT_AFTER_MS = 2_000;

interface VerifyLoginPageProps {
  token: string | undefined;
  /** The page the person signed in from (a path of this site, checked by the route): where success leads. */
  next?: string;
}

/** /verify-login?token=&next=: verifying, then success (and home, or back to `next`) or error. */
export function VerifyLoginPage({ token, next }: VerifyLoginPageProps) {
  const t = useT();
  return (
    <Paper withBorder shadow="xs" radius="md" p={{ base: "lg", sm: "xl" }} maw={440} mx="auto" ta="center">
      {token ? (
        <Verification token={token} next={next} />
      ) : (
        <VerificationFailed message={t("auth.noToken")} next={next} />
      )}
    </Paper>
  );
}

interface VerificationProps {
  token: string;
  next?: string;
}

function Verification({ token, next }: VerificationProps) {
  const t = useT();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const router = useRouter();
  const verify = useVerifyLogin();
  const { mutate } = verify;
  // The token is single-use: StrictMode's second effect run (and any re-render) must not send it again.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token }, { onSuccess: (answer) => signIn(answer.token, answer.user) });
  }, [token, mutate, signIn]);

  const succeeded = verify.isSuccess;
  useEffect(() => {
    if (!succeeded) return;
    // `next` is a path of this site (the route kept nothing else), so the history stays on it.
    const leave = () => (next ? router.history.push(next) : void navigate({ to: "/" }));
    const timer = setTimeout(leave, REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate, router, next]);

  if (verify.isError)
    return <VerificationFailed message={errorText(verify.error, t("auth.verificationFailed"))} next={next} />;
  if (verify.isSuccess) {
    const { name } = verify.data.user;
    return (
      <Stack align="center" gap="sm">
        <Title order={1} fz="h2">
          {t("auth.loginSuccessTitle")}
        </Title>
        <Text>{name ? t("auth.welcomeNamed", { name }) : t("auth.welcome")}</Text>
        <Text c="dimmed" size="sm">
          {t(next ? "auth.takingYouBack" : "auth.takingYouHome")}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="sm">
      <Loader />
      <Title order={1} fz="h2">
        {t("auth.verifying")}
      </Title>
      <Text c="dimmed">{t("auth.onlyAMoment")}</Text>
    </Stack>
  );
}

interface VerificationFailedProps {
  message: string;
  next?: string;
}

function VerificationFailed({ message, next }: VerificationFailedProps) {
  const t = useT();
  return (
    <Stack align="center" gap="md">
      <Title order={1} fz="h2">
        {t("auth.verificationFailedTitle")}
      </Title>
      <Text c="red.8">{message}</Text>
      <Text c="dimmed" size="sm">
        {t("auth.linkRules")}
      </Text>
      <Group justify="center">
        <ButtonLink to="/login" search={next ? { next } : {}} size="md">
          {t("auth.tryAgain")}
        </ButtonLink>
        <ButtonLink to="/" variant="default" size="md">
          {t("auth.returnHome")}
        </ButtonLink>
      </Group>
    </Stack>
  );
}
