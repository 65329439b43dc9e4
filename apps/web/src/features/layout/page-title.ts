import type { MessageKey } from "@khatm/i18n";
import { useMatches } from "@tanstack/react-router";
import { useEffect, useLayoutEffect } from "react";
import { useT } from "../i18n/i18n-context";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** The page's name in the browser tab ('My Account · Khatm'); none: the site's title. */
    title?: MessageKey;
    /** The page sets its title itself (a khatm's name, once known) with usePageTitle. */
    ownTitle?: boolean;
  }
}

type T = ReturnType<typeof useT>;

/** 'My Account · Khatm', or the site's title (index.html's) for home and pages without a name. */
export function pageTitle(t: T, page?: string | null): string {
  return page ? t("common.pageTitle", { page, site: t("common.siteName") }) : t("common.siteTitle");
}

/** For a page whose title is its data (a khatm's name): the site's title until the data is there. */
export function usePageTitle(page: string | null | undefined): void {
  const t = useT();
  useEffect(() => {
    document.title = pageTitle(t, page);
  }, [t, page]);
}

/**
 * Every route's title from its `staticData.title`, set by the root on each navigation. A layout effect, so it runs
 * before the pages' own (passive) usePageTitle effects; routes with `ownTitle` are left to those.
 */
export function useRouteTitle(): void {
  const t = useT();
  const route = useMatches({ select: (matches) => matches.at(-1)?.staticData });
  const title = route?.ownTitle ? undefined : pageTitle(t, route?.title && t(route.title));
  useLayoutEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
