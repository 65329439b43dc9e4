import type { Context } from "hono";
import type { AppBindings, Env } from "../env";

/** Where the web app lives, for links in e-mails: APP_ORIGIN when configured, else the origin the request came to. */
export function appOrigin(c: Context<AppBindings>): string {
  return siteOrigin(c.env, c.req.url);
}

/** The same for code without the API's context (the share-link pages). */
export function siteOrigin(env: Pick<Env, "APP_ORIGIN">, requestUrl: string): string {
  return (env.APP_ORIGIN || new URL(requestUrl).origin).replace(/\/+$/, "");
}
