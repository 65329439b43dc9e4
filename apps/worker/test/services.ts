import { env } from "cloudflare:test";
import { translatorFor } from "../src/lib/i18n";
import { createServices, type Services } from "../src/services/services";

/**
 * Services as a request to https://khatm.test would get them (in English), for calling service functions directly;
 * background work runs but is not waited for. `overrides` replace parts, e.g. `{ now: () => longAgo }`.
 */
export async function testServices(overrides: Partial<Services> = {}): Promise<Services> {
  const i18n = await translatorFor("en");
  const services = createServices(env, { waitUntil: () => {} }, new Request("https://khatm.test/"), i18n, null);
  return { ...services, ...overrides };
}
