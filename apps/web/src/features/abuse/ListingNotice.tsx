import { Alert } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { abuseMessages } from "./messages";

/** For the creator of a public khatm made signed out: it is off the public list until the e-mail is confirmed. */
export function ListingNotice({ awaitingConfirmation }: { awaitingConfirmation: boolean }) {
  if (!awaitingConfirmation) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailCheck size={20} aria-hidden />}
      title={abuseMessages.listingPending}
      data-testid="listing-notice"
    >
      {abuseMessages.listingPendingHint}
    </Alert>
  );
}
