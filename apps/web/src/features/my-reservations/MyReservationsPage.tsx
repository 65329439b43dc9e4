import type { User } from "@khatm/schema";
import { Alert, Paper, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { BrowserOnlyNote } from "../../components/BrowserOnlyNote";
import { EmailForm } from "../../components/EmailForm";
import { getRememberedReaderEmail, rememberReaderEmail } from "../../lib/storage";
import { useT } from "../i18n/i18n-context";
import { RichText } from "../i18n/RichText";
import { AnchorLink } from "../layout/router-links";
import { PushSwitch } from "../push/PushSwitch";
import { ReaderPledgeList } from "../recitation/ReaderPledgeList";
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
  const t = useT();
  return (
    <Stack gap="lg" maw={720} mx="auto">
      <Title order={1} fz="h2">
        {t("myReservations.title")}
      </Title>
      <PushSwitch />
      {user ? (
        <>
          <ReservationList
            email={user.email}
            confirmEmail={user.email}
            signedIn
            emptyHint={t("myReservations.noneSignedIn")}
          />
          <ReaderPledgeList email={user.email} />
        </>
      ) : (
        <SignedOutReservations />
      )}
    </Stack>
  );
}

function SignedOutReservations() {
  const t = useT();
  const [committed, setCommitted] = useState(getRememberedReaderEmail);
  // The address in the field confirms a cancellation even before it is submitted.
  const [typed, setTyped] = useState(() => committed ?? "");

  return (
    <>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <EmailForm
            initialEmail={typed}
            placeholder={t("myReservations.emailPlaceholder")}
            submitLabel={t("myReservations.update")}
            onEmailChange={setTyped}
            onSubmit={(email) => {
              rememberReaderEmail(email);
              setCommitted(getRememberedReaderEmail());
            }}
          />
          <BrowserOnlyNote what={t("myReservations.reservationsMade")} />
        </Stack>
      </Paper>
      {committed ? <ReaderPledgeList email={committed} /> : null}
      {committed ? (
        <ReservationList
          email={committed}
          confirmEmail={typed.trim() || null}
          signedIn={false}
          emptyHint={
            <RichText
              message="myReservations.noneFromBrowser"
              values={{ email: committed }}
              parts={{
                signIn: (
                  <AnchorLink to="/login" search={{ next: "/my-reservations" }} inherit>
                    {t("myReservations.signIn")}
                  </AnchorLink>
                ),
              }}
            />
          }
        />
      ) : (
        <Alert color="blue" title={t("myReservations.noEmailTitle")}>
          {t("myReservations.noEmail")}
        </Alert>
      )}
    </>
  );
}
