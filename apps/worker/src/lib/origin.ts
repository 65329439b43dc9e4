import type { Env } from "../bindings";

/** Where the web app lives, for links in e-mails: APP_ORIGIN when configured, else the origin the request came to. */
export function appOrigin(env: Pick<Env, "APP_ORIGIN">, request: Request): string {
  return withoutTrailingSlashes(env.APP_ORIGIN || new URL(request.url).origin);
}

/** An origin without the slashes a configured one may end with (trimmed by a scan: `/\/+$/` is quadratic). */
export function withoutTrailingSlashes(origin: string): string {
  let end = origin.length;
  while (end > 0 && origin[end - 1] === "/") end--;
  return origin.slice(0, end);
}
