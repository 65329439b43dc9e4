import { env } from "cloudflare:test";
import { createServices, type Services } from "../src/services/services";

/**
 * Services as a request to https://khatm.test would get them, for calling service functions directly; background
 * work runs but is not waited for. `overrides` replace parts, e.g. `{ now: () => longAgo }`.
 */
export function testServices(overrides: Partial<Services> = {}): Services {
  const services = createServices(env, { waitUntil: () => {} }, new Request("https://khatm.test/"));
  return { ...services, ...overrides };
}
