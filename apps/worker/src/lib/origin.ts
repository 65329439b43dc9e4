import type { Env } from "../bindings";

/** Where the web app lives, for links in e-mails: APP_ORIGIN when configured, else the origin the request came to. */
export function appOrigin(env: Pick<Env, "APP_ORIGIN">, request: Request): string {
  return (env.APP_ORIGIN || new URL(request.url).origin).replace(/\/+$/, "");
}
