import type { Env } from "../env";
import { withoutTrailingSlashes } from "./origin";

/**
 * Development or production (issue 40, item 5: a deploy that fails closed). wrangler.toml's top-level [vars] are
 * production's (ENVIRONMENT "production"); its [env.dev] section, which `./scripts/dev`, `scripts/e2e-server` and the
 * worker tests select, says "development". Only development has the dev outbox, a fixed link-signing secret and
 * e-mail links to whatever origin a request came to.
 */
export function isDevelopment(env: Pick<Env, "ENVIRONMENT">): boolean {
  return env.ENVIRONMENT === "development";
}

/**
 * A setting the deployment lacks for what was asked (a secret, APP_ORIGIN): answered 503 and logged with the
 * setting's name (errors.ts), instead of falling back to something unsafe.
 */
export class MissingConfiguration extends Error {
  constructor(
    readonly setting: string,
    why: string,
  ) {
    super(`${setting} is not set: ${why}`);
    this.name = "MissingConfiguration";
  }
}

/**
 * The origin of links in e-mails: APP_ORIGIN. In development the origin the request came to (`fallback`) stands in;
 * elsewhere a link must not follow whatever Host a request was sent with, so without APP_ORIGIN nothing is sent.
 */
export function emailOrigin(env: Pick<Env, "ENVIRONMENT" | "APP_ORIGIN">, fallback: string): string {
  if (env.APP_ORIGIN) return withoutTrailingSlashes(env.APP_ORIGIN);
  if (isDevelopment(env)) return fallback;
  throw new MissingConfiguration("APP_ORIGIN", "links in e-mails need the site's origin (wrangler.toml [vars])");
}
