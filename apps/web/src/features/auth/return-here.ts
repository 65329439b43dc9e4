import { returnPathOf } from "@khatm/schema/rules";
import { useRouterState } from "@tanstack/react-router";

/** What /login takes: the page to come back to once signed in (a path of this site, rules/return-path.ts). */
export interface LoginSearch {
  next?: string;
}

/**
 * A value from the address, kept only when it is a path of this site (no open redirect). The key is always written:
 * the router hands a route the raw search of the routes above it, so a `next` left out here would pass unchecked.
 */
export function loginSearchOf(search: Record<string, unknown>): LoginSearch {
  return { next: returnPathOf(search.next) ?? undefined };
}

/**
 * The search of a link to /login from the page shown now, so that the magic link brings the person back here
 * (issue 39). Home needs no return, and the sign-in pages are none to return to.
 */
export function useReturnHere(): LoginSearch {
  const here = useRouterState({ select: (state) => `${state.location.pathname}${state.location.searchStr}` });
  const next = returnPathOf(here);
  return next && next !== "/" ? { next } : {};
}
