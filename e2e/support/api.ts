import { must } from "@khatm/test-support";
import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import { latestMagicLink } from "./auth";

/** A fresh address per call, so tests never share readers or creators. */
export function uniqueEmail(prefix = "reader"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

export interface CreatedKhatm {
  id: string;
  accessCode: string;
  name: string;
  manageKey: string;
}

export interface KhatmInput {
  name: string;
  occasion?: string | null;
  isPublic?: boolean;
  creatorName?: string;
  creatorEmail?: string;
  /** Leave the creator's address unconfirmed, so a public khatm stays off the public list. */
  unconfirmed?: boolean;
}

/**
 * Creates a khatm through the API as a signed-out creator would. Its creator then follows the sign-in link (as the
 * app asks them to), so a public khatm is on the public list, unless `unconfirmed`.
 */
export async function createKhatm(request: APIRequestContext, input: KhatmInput): Promise<CreatedKhatm> {
  const creatorEmail = input.creatorEmail ?? uniqueEmail("creator");
  const response = await request.post("/api/khatms", {
    data: {
      name: input.name,
      occasion: input.occasion ?? null,
      isPublic: input.isPublic ?? true,
      creatorName: input.creatorName ?? "Creator",
      creatorEmail,
      creatorId: 1,
      startDate: null,
      endDate: null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  if ((input.isPublic ?? true) && !input.unconfirmed) await confirmAddress(request, creatorEmail);
  return (await response.json()) as CreatedKhatm;
}

/** Confirms `email` as its owner does: asks for a sign-in link and follows it (from the dev outbox). */
export async function confirmAddress(request: APIRequestContext, email: string): Promise<void> {
  expect((await request.post("/api/auth/magic-link", { data: { email } })).ok()).toBe(true);
  const token = new URL(await latestMagicLink(request, email), "http://e2e.test").searchParams.get("token");
  const verified = await request.post("/api/auth/verify", { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** Reserves juz through the API (a reader in another browser). */
export async function reserveJuzs(
  request: APIRequestContext,
  khatmId: string,
  juzNumbers: number[],
  reader: { readerName: string; readerEmail: string },
): Promise<void> {
  const response = await request.post(`/api/khatms/${khatmId}/reserve`, { data: { juzNumbers, ...reader } });
  expect(response.ok(), await response.text()).toBe(true);
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  createdAt: string;
}

/** The dev outbox (EMAIL_MODE "outbox"): the e-mails sent to `to`, newest first. */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** Waits for the first e-mail to `to` whose text matches, and returns the first link in it matching `link`. */
export async function linkFromOutbox(request: APIRequestContext, to: string, link: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      for (const message of await readOutbox(request, to)) {
        found = message.text.match(link)?.[0];
        if (found) return true;
      }
      return false;
    })
    .toBe(true);
  return must(found);
}
