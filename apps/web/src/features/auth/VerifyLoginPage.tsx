import { Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { errorText } from "../../components/feedback";
import { ButtonLink } from "../layout/router-links";
import { useAuth } from "./auth-context";
import { useVerifyLogin } from "./mutations";

/** Spec section 9: the success state leads home after 2 seconds. */
const REDIRECT_AFTER_MS = 2_000;

interface VerifyLoginPageProps {
  token: string | undefined;
}

/** /verify-login?token=: verifying, then success (and home) or error. */
export function VerifyLoginPage({ token }: VerifyLoginPageProps) {
  return (
    <Paper withBorder shadow="xs" radius="md" p={{ base: "lg", sm: "xl" }} maw={440} mx="auto" ta="center">
      {token ? <Verification token={token} /> : <VerificationFailed message="No verification token found in URL" />}
    </Paper>
  );
}

interface VerificationProps {
  token: string;
}

function Verification({ token }: VerificationProps) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
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
    const timer = setTimeout(() => void navigate({ to: "/" }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  if (verify.isError) return <VerificationFailed message={errorText(verify.error, "Verification failed")} />;
  if (verify.isSuccess) {
    return (
      <Stack align="center" gap="sm">
        <Title order={1} fz="h2">
          Login Successful
        </Title>
        <Text>Welcome{verify.data.user.name ? `, ${verify.data.user.name}` : ""}! You are now signed in.</Text>
        <Text c="dimmed" size="sm">
          Taking you to the home page...
        </Text>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="sm">
      <Loader />
      <Title order={1} fz="h2">
        Verifying your login link
      </Title>
      <Text c="dimmed">This takes only a moment.</Text>
    </Stack>
  );
}

interface VerificationFailedProps {
  message: string;
}

function VerificationFailed({ message }: VerificationFailedProps) {
  return (
    <Stack align="center" gap="md">
      <Title order={1} fz="h2">
        Verification Failed
      </Title>
      <Text c="red.8">{message}</Text>
      <Text c="dimmed" size="sm">
        Login links work once and expire after 15 minutes. Ask for a new one to sign in.
      </Text>
      <Group justify="center">
        <ButtonLink to="/login" size="md">
          Try Again
        </ButtonLink>
        <ButtonLink to="/" variant="default" size="md">
          Return Home
        </ButtonLink>
      </Group>
    </Stack>
  );
}
