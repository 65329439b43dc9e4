import { text } from "@khatm/i18n";
import type { Context } from "hono";
import type { AppBindings } from "../env";
import { fieldError } from "../errors";
import type { ListPageQuery } from "../services/khatm-queries";
import { decodePosition, encodePosition, LIST_PAGE_SIZE, type ListPage } from "../services/list-pages";

/** The page the `before` query parameter asks for (the first without); 400 for a position no page gave out. */
export function requestedPage(c: Context<AppBindings>): ListPageQuery {
  const before = c.req.query("before");
  if (before === undefined) return { size: LIST_PAGE_SIZE };
  const position = decodePosition(before);
  if (!position) throw fieldError("before", text("validation.listPosition"));
  return { after: position, size: LIST_PAGE_SIZE };
}

/**
 * Answers a page of rows as a JSON array (the spec's shape), with the next page's address in a `Link` header
 * (RFC 8288, rel="next": this path with `before` set) when one follows.
 */
export function pageAnswer<T, A>(c: Context<AppBindings>, { rows, next }: ListPage<T>, present: (row: T) => A): A[] {
  if (next) {
    const url = new URL(c.req.url);
    url.searchParams.set("before", encodePosition(next));
    c.header("Link", `<${url.pathname}${url.search}>; rel="next"`);
  }
  return rows.map(present);
}
