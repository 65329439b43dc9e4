import type { ReviewAction } from "@khatm/schema";
import { signPayload } from "./signed-links";

/** What a review link signs: the khatm, the decision, and the report round's nonce (so each link works once). */
export function reviewPayload(khatmId: string, action: ReviewAction, nonce: string): string {
  return `review:${khatmId}:${action}:${nonce}`;
}

/** The operator's one-click review link of a reported khatm (POST /api/reviews/{token} behind the page). */
export async function reviewLink(
  secret: string,
  origin: string,
  khatmId: string,
  action: ReviewAction,
  nonce: string,
): Promise<string> {
  return `${origin}/review/${encodeURIComponent(await signPayload(secret, reviewPayload(khatmId, action, nonce)))}`;
}
