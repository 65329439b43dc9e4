import { text } from "@khatm/i18n";
import type { ReportRequest, ReviewAction, ReviewResponse } from "@khatm/schema";
import { REVIEW_ACTIONS } from "@khatm/schema/rules";
import { and, eq, gt } from "drizzle-orm";
import type { Env } from "../bindings";
import { database } from "../db/client";
import { khatms } from "../db/schema";
import { khatmCoordinator, unwrap } from "../durable/khatm-object";
import { ApiException } from "../errors";
import { linkSecret, verifiedPayload } from "../lib/signed-links";
import { hashToken } from "../lib/tokens";
import type { Services } from "./services";

type ListingEnv = Pick<Env, "KHATM_COORDINATOR" | "LINK_SIGNING_SECRET" | "ENVIRONMENT">;

/**
 * After an address's sign-in: its khatms made while signed out (public ones waited unlisted for this) are now by a
 * confirmed creator. Each changes in its own Durable Object, which writes D1's index before answering, so the public
 * list shows them when the signed-in page loads.
 */
export async function confirmCreatorKhatms(env: ListingEnv, { db }: Pick<Services, "db">, email: string) {
  const waiting = await db
    .select({ id: khatms.id })
    .from(khatms)
    .where(and(eq(khatms.creatorEmail, email), eq(khatms.creatorConfirmed, false)));
  for (const { id } of waiting) {
    unwrap(await khatmCoordinator(env, id).changeListing({ kind: "confirmCreator", creatorEmail: email }));
  }
}

/** The REPORT_THRESHOLD var: distinct clients whose reports unlist a khatm. */
export function reportThreshold(env: Pick<Env, "REPORT_THRESHOLD">): number {
  const threshold = Number(env.REPORT_THRESHOLD);
  if (!Number.isInteger(threshold) || threshold < 1) {
    throw new Error(`REPORT_THRESHOLD must be a whole number from 1; got "${env.REPORT_THRESHOLD}"`);
  }
  return threshold;
}

/**
 * A visitor's report of a public khatm, counted once per client (its IP, IPv6 by /64, hashed). The first report of
 * a round e-mails the operator (ADMIN_EMAIL, when set) the signed review links, from the khatm's outbox.
 */
export async function reportKhatm(
  env: ListingEnv & Pick<Env, "REPORT_THRESHOLD" | "ADMIN_EMAIL">,
  { now, mailContext }: Pick<Services, "now" | "mailContext">,
  report: { khatmId: string; client: string; request: Required<ReportRequest> },
): Promise<void> {
  const threshold = reportThreshold(env);
  const { reason, details } = report.request;
  const change = {
    kind: "report",
    clientHash: await hashToken(`report-client:${report.client}`),
    reason,
    details,
    threshold,
    now: now().toISOString(),
  } as const;
  const notice = env.ADMIN_EMAIL ? { to: env.ADMIN_EMAIL, context: mailContext } : undefined;
  const result = unwrap(await khatmCoordinator(env, report.khatmId).changeListing(change, notice));
  if (result.reviewNonce && !notice) {
    console.warn(`Khatm ${result.khatm.id} was reported; ADMIN_EMAIL is not set, so nobody was told`);
  }
}

export const REVIEW_LINK_INVALID = text("api.reviewLinkInvalid");

/** The operator's decision from a review link: 403 for a forged link, or one already used. */
export async function reviewKhatm(env: ListingEnv & Pick<Env, "DB">, token: string): Promise<ReviewResponse> {
  const payload = await verifiedPayload(linkSecret(env), token);
  const [kind, khatmId, action, nonce] = payload?.split(":") ?? [];
  if (kind !== "review" || !khatmId || !nonce || !REVIEW_ACTIONS.includes(action as ReviewAction)) {
    throw new ApiException("FORBIDDEN", REVIEW_LINK_INVALID);
  }
  const review = { kind: "review", action: action as ReviewAction, nonce } as const;
  const result = unwrap(await khatmCoordinator(env, khatmId).changeListing(review));
  await reviewLaterRounds(env, khatmId, review.action);
  return { action: review.action, khatmName: result.khatm.name };
}

/**
 * A round started while its khatm was reported stays unlisted with it (services/next-round.ts), so the decision
 * reaches the series' later rounds too; each object applies it only while it is still "reported".
 */
async function reviewLaterRounds(env: ListingEnv & Pick<Env, "DB">, khatmId: string, action: ReviewAction) {
  const db = database(env.DB);
  const [reviewed] = await db
    .select({ seriesId: khatms.seriesId, round: khatms.round })
    .from(khatms)
    .where(eq(khatms.id, khatmId));
  if (!reviewed) return;
  const later = await db
    .select({ id: khatms.id })
    .from(khatms)
    .where(and(eq(khatms.seriesId, reviewed.seriesId ?? khatmId), gt(khatms.round, reviewed.round)));
  for (const { id } of later) unwrap(await khatmCoordinator(env, id).changeListing({ kind: "seriesReview", action }));
}
