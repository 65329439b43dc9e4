import type { User } from "@khatm/schema";
import { Alert, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { getRememberedReaderEmail, rememberReaderEmail } from "../../lib/storage";
import { AuthChecking } from "../auth/AuthGate";
import { useAuth } from "../auth/auth-context";
import { AnchorLink } from "../layout/router-links";
import { ReaderEmailForm } from "./ReaderEmailForm";
import { ReservationList } from "./ReservationList";

/**
 * /my-reservations. Signed in: the account's reservations. Signed out the page stays usable (the spec's e-mail
 * field), but the server only shows what this browser reserved, so the page says so and offers to sign in.
 */
export function MyReservationsPage() {
  const { status, user } = useAuth();
  return (
    <Stack gap="lg" maw={720} mx="auto">
      <Title order={1} fz="h2">
        My Reservations
      </Title>
      {status === "loading" && <AuthChecking />}
      {user && <SignedInReservations user={user} />}
      {status === "signed-out" && <SignedOutReservations />}
    </Stack>
  );
}

interface SignedInReservationsProps {
  user: User;
}

function SignedInReservations({ user }: SignedInReservationsProps) {
  return (
    <ReservationList
      email={user.email}
      confirmEmail={user.email}
      signedIn
      emptyHint="You have not reserved any juz yet. Join a khatm to reserve one."
    />
  );
}

function SignedOutReservations() {
  const [committed, setCommitted] = useState(getRememberedReaderEmail);
  const [typed, setTyped] = useState(() => committed ?? "");

  return (
    <>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <ReaderEmailForm
            value={typed}
            onChange={setTyped}
            onSubmit={(email) => {
              rememberReaderEmail(email);
              setCommitted(getRememberedReaderEmail());
            }}
          />
          <PrivacyNote />
        </Stack>
      </Paper>
      {committed ? (
        <ReservationList
          email={committed}
          confirmEmail={typed.trim() || null}
          signedIn={false}
          emptyHint={
            <>
              Nothing reserved from this browser with {committed}. Reservations made on another device show after you{" "}
              <AnchorLink to="/login" inherit>
                sign in
              </AnchorLink>
              .
            </>
          }
        />
      ) : (
        <Alert color="blue" title="No email provided">
          Enter the email you reserved with to see your reservations.
        </Alert>
      )}
    </>
  );
}

function PrivacyNote() {
  return (
    <Text size="sm" c="dimmed">
      For your privacy we only show reservations made from this browser, or all of them after you{" "}
      <AnchorLink to="/login" inherit>
        sign in
      </AnchorLink>
      .
    </Text>
  );
}
