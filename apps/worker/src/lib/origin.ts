import type { Context } from "hono";
import type { AppBindings } from "../env";

/** Where the web app lives, for links in e-mails: APP_ORIGIN when configured, else the origin the request came to. */
export function appOrigin(c: Context<AppBindings>): string {
  return (c.env.APP_ORIGIN || new URL(c.req.url).origin).replace(/\/+$/, "");
}
