import { SITE_NAME, SITE_TITLE } from "@khatm/schema/preview";
import { useMatches } from "@tanstack/react-router";
import { useEffect, useLayoutEffect } from "react";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** The page's name in the browser tab ('My Account · Khatm'); none: the site's title. */
    title?: string;
    /** The page sets its title itself (a khatm's name, once known) with usePageTitle. */
    ownTitle?: boolean;
  }
}

/** 'My Account · Khatm', or the site's title (index.html's) for home and pages without a name. */
export function pageTitle(page?: string | null): string {
  return page ? `${page} · ${SITE_NAME}` : SITE_TITLE;
}

/** For a page whose title is its data (a khatm's name): the site's title until the data is there. */
export function usePageTitle(page: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}

/**
 * Every route's title from its `staticData.title`, set by the root on each navigation. A layout effect, so it runs
 * before the pages' own (passive) usePageTitle effects; routes with `ownTitle` are left to those.
 */
export function useRouteTitle(): void {
  const route = useMatches({ select: (matches) => matches.at(-1)?.staticData });
  const title = route?.ownTitle ? undefined : pageTitle(route?.title);
  useLayoutEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
