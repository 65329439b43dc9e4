import { must } from "@khatm/test-support";
import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";

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
}

/** Creates a khatm through the API as a signed-out creator would. */
export async function createKhatm(request: APIRequestContext, input: KhatmInput): Promise<CreatedKhatm> {
  const response = await request.post("/api/khatms", {
    data: {
      name: input.name,
      occasion: input.occasion ?? null,
      isPublic: input.isPublic ?? true,
      creatorName: input.creatorName ?? "Creator",
      creatorEmail: input.creatorEmail ?? uniqueEmail("creator"),
      creatorId: 1,
      startDate: null,
      endDate: null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedKhatm;
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
