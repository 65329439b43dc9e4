import type { User } from "@khatm/schema";
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { getRememberedReaderEmail } from "../../lib/storage";
import { AuthChecking } from "../auth/AuthGate";
import { useAuth } from "../auth/auth-context";
import { useRequestMagicLink } from "../auth/mutations";
import { AnchorLink, ButtonLink } from "../layout/router-links";
import { FindMyKhatmsForm } from "./FindMyKhatmsForm";
import { MyKhatmCard } from "./MyKhatmCard";
import { useMyKhatms } from "./use-my-khatms";

/**
 * /my-khatms. Signed in: the account's khatms. Signed out: the 'Find My Khatms' form; the server lists a creator's
 * khatms only to their session, so signed out this shows the khatms created from this browser and offers a sign-in
 * link for the rest.
 */
export function MyKhatmsPage() {
  const { status, user } = useAuth();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz="h2">
          My Khatms
        </Title>
        <ButtonLink to="/create" variant="light">
          Create New Khatm
        </ButtonLink>
      </Group>
      {status === "loading" && <AuthChecking />}
      {user && <SignedInKhatms user={user} />}
      {status === "signed-out" && <SignedOutKhatms />}
    </Stack>
  );
}

interface SignedInKhatmsProps {
  user: User;
}

function SignedInKhatms({ user }: SignedInKhatmsProps) {
  return <KhatmList email={user.email} emptyHint="You have not created any khatms yet." />;
}

function SignedOutKhatms() {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <FindMyKhatmsForm initialEmail={getRememberedReaderEmail() ?? ""} onFind={setEmail} />
          <Text size="sm" c="dimmed">
            For your privacy we only show khatms created from this browser, or all of them after you{" "}
            <AnchorLink to="/login" inherit>
              sign in
            </AnchorLink>
            .
          </Text>
        </Stack>
      </Paper>
      {email && <SignInOffer email={email} />}
      <KhatmList email={email} emptyHint="No khatms were created from this browser." />
    </>
  );
}

interface SignInOfferProps {
  email: string;
}

/** What the Find form can do for a signed-out visitor: e-mail a sign-in link that proves the address. */
function SignInOffer({ email }: SignInOfferProps) {
  const requestLink = useRequestMagicLink();
  const send = () => requestLink.mutate({ email });
  return (
    <Alert color="blue" title="Sign in to see every khatm you created">
      <Text size="sm" mb="sm">
        To make sure only you see them, we list the khatms of {email} after you open a sign-in link sent to that
        address.
      </Text>
      {requestLink.isSuccess ? (
        <Text size="sm" fw={600}>
          Sent! Check your email; the link expires in 15 minutes.
        </Text>
      ) : (
        <Button size="sm" onClick={send} loading={requestLink.isPending}>
          Email me a sign-in link
        </Button>
      )}
    </Alert>
  );
}

interface KhatmListProps {
  email: string | null;
  emptyHint: string;
}

function KhatmList({ email, emptyHint }: KhatmListProps) {
  const { khatms, isPending, error } = useMyKhatms(email);

  if (isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading khatms">
        <Skeleton h={260} radius="md" />
        <Skeleton h={260} radius="md" />
      </SimpleGrid>
    );
  }
  if (khatms.length === 0) {
    return error ? (
      <Alert color="red" title="Could not load your khatms">
        {error.message}
      </Alert>
    ) : (
      <Paper withBorder radius="md" p="xl" ta="center">
        <Stack align="center" gap="sm">
          <Title order={2} fz="h3">
            No Active Khatms
          </Title>
          <Text c="dimmed">{emptyHint}</Text>
          <ButtonLink to="/create" size="md">
            Create New Khatm
          </ButtonLink>
        </Stack>
      </Paper>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {khatms.map((khatm) => (
        <MyKhatmCard key={khatm.id} khatm={khatm} />
      ))}
    </SimpleGrid>
  );
}
