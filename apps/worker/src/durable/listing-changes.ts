import { text } from "@khatm/i18n";
import type { ReviewAction } from "@khatm/schema";
import type { ReportReason } from "@khatm/schema/rules";
import { count } from "drizzle-orm";
import { ApiException } from "../errors";
import { randomToken } from "../lib/tokens";
import type { Change } from "./change";
import { requireKhatm, type StoredKhatm } from "./khatm-store";
import { khatm, reports } from "./schema";

/**
 * Changes to whether the khatm is listed (rules/listing.ts), made in its Durable Object like every change to
 * it and sent to D1's index by the same sync (the khatm row is marked `listingPending` until D1 has it).
 */
export type ListingChange =
  /** Its creator's address has just signed in by magic link. */
  | { kind: "confirmCreator"; creatorEmail: string }
  /** A visitor's report, once per client (`clientHash`); `threshold` distinct clients unlist it. */
  | { kind: "report"; clientHash: string; reason: ReportReason; details: string | null; threshold: number; now: string }
  /** The operator's decision from a review link of the current report round (`nonce`). */
  | { kind: "review"; action: ReviewAction; nonce: string }
  /** The operator's decision on an earlier round of its series, which this round started from while reported. */
  | { kind: "seriesReview"; action: ReviewAction };

export interface ListingChangeResult {
  khatm: Pick<StoredKhatm, "id" | "name" | "accessCode" | "moderation">;
  /** Set when this report opened a report round: the nonce the operator's review links carry. */
  reviewNonce: string | null;
  reports: number;
}

export const REVIEW_LINK_USED = text("api.reviewLinkUsed");

/** Applies `change` (call inside the object's transaction). */
export function applyListingChange(tx: Change, change: ListingChange): ListingChangeResult {
  const { db } = tx;
  const row = requireKhatm(db);
  const result = (updates: Partial<StoredKhatm> | null, reviewNonce: string | null = null): ListingChangeResult => {
    if (updates) {
      db.update(khatm).set(updates).run();
      tx.khatmChanged();
    }
    const [tally] = db.select({ n: count() }).from(reports).all();
    const { id, name, accessCode } = row;
    return {
      khatm: { id, name, accessCode, moderation: updates?.moderation ?? row.moderation },
      reviewNonce,
      reports: tally?.n ?? 0,
    };
  };

  switch (change.kind) {
    case "confirmCreator":
      if (row.creatorConfirmed || row.creatorEmail !== change.creatorEmail) return result(null);
      return result({ creatorConfirmed: true });
    case "report": {
      if (!row.isPublic) throw new ApiException("BAD_REQUEST", text("api.reportOnlyPublic"));
      if (row.moderation === "hidden") return result(null);
      const { clientHash, reason, details, now } = change;
      const added = db
        .insert(reports)
        .values({ clientHash, reason, details, createdAt: now })
        .onConflictDoNothing()
        .returning()
        .all();
      if (!added.length) return result(null);
      const nonce = row.reviewNonce ? null : randomToken(16);
      if (nonce) db.update(khatm).set({ reviewNonce: nonce }).run();
      const [tally] = db.select({ n: count() }).from(reports).all();
      const unlist = row.moderation === "none" && (tally?.n ?? 0) >= change.threshold;
      return result(unlist ? { moderation: "reported" } : null, nonce);
    }
    case "review":
      if (!row.reviewNonce || row.reviewNonce !== change.nonce) throw new ApiException("FORBIDDEN", REVIEW_LINK_USED);
      if (change.action === "restore") db.delete(reports).run();
      return result({ moderation: change.action === "hide" ? "hidden" : "none", reviewNonce: null });
    case "seriesReview":
      if (row.moderation !== "reported") return result(null);
      if (change.action === "restore") db.delete(reports).run();
      return result({ moderation: change.action === "hide" ? "hidden" : "none", reviewNonce: null });
  }
}
