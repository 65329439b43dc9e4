import type { Change } from "./change";
import type { MailContext } from "./effect-intents";
import type { ListingChange, ListingChangeResult } from "./listing-changes";

/** Whom a report round is told to: the operator's address (ADMIN_EMAIL) and the report's threshold. */
export interface ListingNotice {
  to: string;
  context: MailContext;
}

/**
 * The first report of a report round e-mails the operator its signed review links (worded at delivery). It is mail
 * the operator asked for, so it goes past the recipients' stop list and budget.
 */
export function noticeOfListing(
  change: Change,
  listing: ListingChange,
  result: ListingChangeResult,
  notice: ListingNotice,
): void {
  if (listing.kind !== "report" || !result.reviewNonce) return;
  const { id, name, accessCode } = result.khatm;
  const mail = {
    type: "report",
    to: notice.to,
    khatm: { id, name, accessCode },
    reason: listing.reason,
    details: listing.details,
    threshold: listing.threshold,
    reviewNonce: result.reviewNonce,
  } as const;
  change.mail(notice.context, mail, false);
}
