import type { MessageKey } from "@khatm/i18n";
import { Center, Loader, Paper, Stack, Text } from "@mantine/core";
import { Navigate } from "@tanstack/react-router";
import { useT } from "../i18n/i18n-context";
import { ButtonLink } from "../layout/router-links";
import { useReturnHere } from "./return-here";

/** What a protected page shows while the stored session is being checked. */
export function AuthChecking() {
  const t = useT();
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{t("auth.checkingAuth")}</Text>
      </Stack>
    </Center>
  );
}

interface SignInRequiredProps {
  message?: MessageKey;
}

/** A signed-out visitor on a page that needs a session: the spec's prompt, while the router moves on to /login. */
export function SignInRequired({ message = "auth.loginRequired" }: SignInRequiredProps) {
  const t = useT();
  // Signed in, the magic link brings the person back to this page.
  const back = useReturnHere();
  return (
    <Paper withBorder p="xl" maw={420} mx="auto" ta="center">
      <Navigate to="/login" search={back} replace />
      <Stack align="center" gap="md">
        <Text fw={600}>{t(message)}</Text>
        <ButtonLink to="/login" search={back} replace>
          {t("auth.goToLogin")}
        </ButtonLink>
      </Stack>
    </Paper>
  );
}
