// Counted recitations (issue 25) made and pledged through the real API, for the pledge route tests.
import type { CreateKhatmResponse, PledgeResponse } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { expect } from "vitest";
import { expectJson } from "./auth";
import { api, type Credentials, markConfirmed, type TestKhatm, uniqueEmail } from "./khatms";

/** A counted recitation made by a signed-out creator (proven by its manage key). */
export async function createCount(target: number, recitation = "Surah Ya-Sin"): Promise<TestKhatm> {
  const creatorEmail = uniqueEmail("creator");
  await markConfirmed(creatorEmail);
  const body = {
    name: "Ya-Sin for our father",
    occasion: null,
    isPublic: true,
    creatorName: "Khadija",
    creatorEmail,
    division: "count",
    target,
    recitation,
  };
  const created = await expectJson<CreateKhatmResponse>(await api("POST", "/api/khatms", { body }), 201);
  return { ...created, creatorEmail, creator: { manageKey: created.manageKey } };
}

export interface TestPledge extends PledgeResponse {
  /** The reader key of the browser that pledged: the one it sent, or the one it was given. */
  readerKey: string;
  readerEmail: string;
}

/** Pledges `amount` as a reader (a fresh browser unless `readerKey` is given) and expects success. */
export async function pledge(
  khatmId: string,
  amount: number,
  options: Credentials & { readerName?: string; readerEmail?: string; anonymous?: boolean } = {},
): Promise<TestPledge> {
  const readerEmail = options.readerEmail ?? uniqueEmail();
  const body = { amount, readerName: options.readerName ?? "Aisha", readerEmail, anonymous: options.anonymous };
  const answer = await expectJson<PledgeResponse>(
    await api("POST", `/api/khatms/${khatmId}/pledges`, { ...options, body }),
    200,
  );
  const readerKey = answer.readerKey ?? options.readerKey;
  expect(readerKey, "a reader key, sent or issued").toBeTruthy();
  return { ...answer, readerKey: must(readerKey), readerEmail };
}

/** Reports that `done` of the pledge are read, in all. */
export function progress(pledgeId: string, done: number, credentials: Credentials = {}): Promise<Response> {
  return api("POST", `/api/pledges/${pledgeId}/progress`, { ...credentials, body: { done } });
}
