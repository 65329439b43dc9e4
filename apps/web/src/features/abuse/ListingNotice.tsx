import { Alert } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { useT } from "../i18n/i18n-context";

/** For the creator of a public khatm made signed out: it is off the public list until the e-mail is confirmed. */
export function ListingNotice({ awaitingConfirmation }: { awaitingConfirmation: boolean }) {
  const t = useT();
  if (!awaitingConfirmation) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailCheck size={20} aria-hidden />}
      title={t("abuse.listingPending")}
      data-testid="listing-notice"
    >
      {t("abuse.listingPendingHint")}
    </Alert>
  );
}
