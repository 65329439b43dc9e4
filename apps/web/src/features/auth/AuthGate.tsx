import { Center, Loader, Paper, Stack, Text } from "@mantine/core";
import { Navigate } from "@tanstack/react-router";
import { ButtonLink } from "../layout/router-links";

/** What a protected page shows while the stored session is being checked. */
export function AuthChecking() {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">Checking authentication status...</Text>
      </Stack>
    </Center>
  );
}

interface SignInRequiredProps {
  message?: string;
}

/** A signed-out visitor on a page that needs a session: the spec's prompt, while the router moves on to /login. */
export function SignInRequired({ message = "Please log in to view this page" }: SignInRequiredProps) {
  return (
    <Paper withBorder p="xl" maw={420} mx="auto" ta="center">
      <Navigate to="/login" replace />
      <Stack align="center" gap="md">
        <Text fw={600}>{message}</Text>
        <ButtonLink to="/login" replace>
          Go to Login
        </ButtonLink>
      </Stack>
    </Paper>
  );
}
