import type { User } from "@khatm/schema";
import { Alert, Paper, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { BrowserOnlyNote } from "../../components/BrowserOnlyNote";
import { EmailForm } from "../../components/EmailForm";
import { getRememberedReaderEmail, rememberReaderEmail } from "../../lib/storage";
import { AnchorLink } from "../layout/router-links";
import { ReservationList } from "./ReservationList";

interface MyReservationsPageProps {
  /** The session's user; null when signed out. */
  user: User | null;
}

/**
 * /my-reservations. Signed in: the account's reservations. Signed out the page stays usable (the spec's e-mail
 * field), but the server only shows what this browser reserved, so the page says so and offers to sign in.
 */
export function MyReservationsPage({ user }: MyReservationsPageProps) {
  return (
    <Stack gap="lg" maw={720} mx="auto">
      <Title order={1} fz="h2">
        My Reservations
      </Title>
      {user ? (
        <ReservationList
          email={user.email}
          confirmEmail={user.email}
          signedIn
          emptyHint="You have not reserved any juz yet. Join a khatm to reserve one."
        />
      ) : (
        <SignedOutReservations />
      )}
    </Stack>
  );
}

function SignedOutReservations() {
  const [committed, setCommitted] = useState(getRememberedReaderEmail);
  // The address in the field confirms a cancellation even before it is submitted.
  const [typed, setTyped] = useState(() => committed ?? "");

  return (
    <>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <EmailForm
            initialEmail={typed}
            placeholder="Your email"
            submitLabel="Update"
            onEmailChange={setTyped}
            onSubmit={(email) => {
              rememberReaderEmail(email);
              setCommitted(getRememberedReaderEmail());
            }}
          />
          <BrowserOnlyNote what="reservations made" />
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
