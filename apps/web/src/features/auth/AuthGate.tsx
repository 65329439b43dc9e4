import type { User } from "@khatm/schema";
import { Center, Loader, Paper, Stack, Text } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { ButtonLink } from "../layout/router-links";
import { useAuth } from "./auth-context";

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
  message: string;
}

/** A signed-out visitor on a page that needs a session: the spec's prompt, and straight on to /login. */
export function SignInRequired({ message }: SignInRequiredProps) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate({ to: "/login", replace: true });
  }, [navigate]);
  return (
    <Paper withBorder p="xl" maw={420} mx="auto" ta="center">
      <Stack align="center" gap="md">
        <Text fw={600}>{message}</Text>
        <ButtonLink to="/login" replace>
          Go to Login
        </ButtonLink>
      </Stack>
    </Paper>
  );
}

interface RequireAuthProps {
  /** The page for the signed-in user. */
  children: (user: User) => ReactNode;
  signedOutMessage?: string;
}

/** Renders its page only for a signed-in user; spec section 2's checking and signed-out states otherwise. */
export function RequireAuth({ children, signedOutMessage = "Please log in to view this page" }: RequireAuthProps) {
  const { status, user } = useAuth();
  if (status === "loading") return <AuthChecking />;
  if (!user) return <SignInRequired message={signedOutMessage} />;
  return children(user);
}
