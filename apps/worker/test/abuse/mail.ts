// Shared by the abuse tests: the stop link of an e-mail, read from the dev outbox as a person would click it.
import { must } from "@khatm/test-support";
import { expect } from "vitest";
import type { OutboxMessage } from "../../src/email/outbox";
import { ORIGIN } from "../auth";

/** The stop token of a message: from its visible link, checked against its List-Unsubscribe header. */
export function stopTokenOf(message: OutboxMessage): string {
  const page = must(message.text.match(/Stop e-mails from Khatm: (\S+)/))[1];
  const url = new URL(must(page));
  expect(url.origin).toBe(ORIGIN);
  expect(url.pathname).toMatch(/^\/stop\/[^/]+$/);
  const token = decodeURIComponent(url.pathname.slice("/stop/".length));
  expect(message.headers?.["List-Unsubscribe"]).toBe(`<${ORIGIN}/api/email/stop/${encodeURIComponent(token)}>`);
  expect(message.html).toContain(`${ORIGIN}/stop/${encodeURIComponent(token)}`);
  return token;
}

export const stopPath = (token: string) => `/api/email/stop/${encodeURIComponent(token)}`;
