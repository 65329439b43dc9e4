import type { Locale, Translator } from "@khatm/i18n";
import type { MushafConfig } from "@khatm/schema/rules";
import type { Env } from "../bindings";
import { type Database, database } from "../db/client";
import type { MailContext } from "../durable/effect-intents";
import { createMailer, type Mailer } from "../email/mailer";
import { mushafConfig } from "../lib/mushaf";
import { appOrigin } from "../lib/origin";
import { createRateLimits, type RateLimits } from "../lib/rate-limit";

/**
 * What services need from the world, built once per request (middleware/services.ts) and handed to them as
 * `c.var.services`. Each service function takes the parts it uses (`Pick<Services, "db" | "now">`), never Hono's
 * Context, so tests can call it with parts of their own.
 */
export interface Services {
  /** D1 through drizzle. */
  db: Database;
  /** KV: magic-link records (and the dev outbox). */
  kv: KVNamespace;
  mailer: Mailer;
  rateLimits: RateLimits;
  /** The time services go by. */
  now: () => Date;
  /** Keeps work running after the answer is sent (the request's waitUntil). */
  background: (work: Promise<unknown>) => void;
  /** Where the web app lives, for links in e-mails. */
  appOrigin: string;
  /** The online mushaf of "Read Juz N" links in e-mails. */
  mushaf: MushafConfig;
  /**
   * The requester's language (Accept-Language, else English), for the texts of this request's answer and, when the
   * recipient's language is not known, its e-mails.
   */
  i18n: Translator;
  /** The first of Khatm's languages the request's Accept-Language names, translated yet or not: what is stored. */
  requesterLocale: Locale | null;
  /** What the e-mails a change of this request causes are written from: the app's origin and the requester's language. */
  mailContext: MailContext;
}

export function createServices(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  request: Request,
  i18n: Translator,
  requesterLocale: Locale | null,
): Services {
  const background = (work: Promise<unknown>) => ctx.waitUntil(work);
  const origin = appOrigin(env, request);
  return {
    db: database(env.DB),
    kv: env.KV,
    mailer: createMailer(env, background, origin),
    rateLimits: createRateLimits(env),
    now: () => new Date(),
    background,
    appOrigin: origin,
    mushaf: mushafConfig(env),
    i18n,
    requesterLocale,
    mailContext: { origin, requester: requesterLocale },
  };
}
