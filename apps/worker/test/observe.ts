// What route tests look at after a request: answers checked for status and shape, the dev outbox, the activity
// feed, the counts and the stored rows.
import { env } from "cloudflare:test";
import type { Activity, JuzMutationResponse, KhatmStats } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { expect } from "vitest";
import { type OutboxMessage, readOutbox } from "../src/email/outbox";
import { expectJson } from "./auth";
import { api, type TestKhatm } from "./khatms";

export { expectJson } from "./auth";

export async function expectMutation(response: Response): Promise<JuzMutationResponse> {
  return expectJson<JuzMutationResponse>(response, 200);
}

/** Asserts an error answer: its status, its code, and (when given) what its message says. */
export async function expectError(response: Response, status: number, message?: string | RegExp): Promise<string> {
  const body = await expectJson<{ error: string; message: string }>(response, status);
  expect(body.error).toBe(
    {
      400: "BAD_REQUEST",
      401: "UNAUTHORIZED",
      403: "FORBIDDEN",
      404: "NOT_FOUND",
      409: "CONFLICT",
      429: "RATE_LIMITED",
    }[status],
  );
  if (typeof message === "string") expect(body.message).toContain(message);
  else if (message) expect(body.message).toMatch(message);
  return body.message;
}

/** The e-mails the dev outbox holds for `to`, newest first. */
export function mailTo(to: string): Promise<OutboxMessage[]> {
  return readOutbox(env, to);
}

export { storedJuzs } from "./khatm-state";

/** The khatm's newest activity, as its creator reads the feed. */
export async function latestActivity(khatm: TestKhatm): Promise<Activity> {
  const [latest] = await expectJson<Activity[]>(
    await api("GET", `/api/khatms/${khatm.id}/activities?limit=1`, khatm.creator),
    200,
  );
  return must(latest);
}

/** The khatm's counts, as anyone reads them. */
export async function stats(khatm: TestKhatm): Promise<KhatmStats> {
  return expectJson<KhatmStats>(await api("GET", `/api/khatms/${khatm.id}/stats`), 200);
}
