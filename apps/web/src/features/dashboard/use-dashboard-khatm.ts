import { useQuery } from "@tanstack/react-query";
import { useLayoutEffect, useState } from "react";
import { useBrowserValue } from "../../lib/hydration";
import { getManageKey } from "../../lib/storage";
import { khatmQueries } from "../khatms/queries";
import { adoptManageKeyFromUrl, hasManageKeyInUrl } from "./manage-key";

/**
 * The khatm behind /n/{code}. The code lookup answers first; a browser holding this khatm's manage key then reads
 * the khatm by id with the key (the lookup cannot carry it: keys are stored per id), which proves the creator.
 * The juz list starts as soon as the id is known, so the grid is two round trips away.
 *
 * A key arriving in the address (#manage=, the khatm-created e-mail) is saved before anything is read by id, here
 * or in the route's loader, whichever sees the id first, so no read goes out without it.
 */
export function useDashboardKhatm(code: string) {
  const byCode = useQuery(khatmQueries.byCode(code));
  const id = byCode.data?.id;
  const [keyCheckedFor, setKeyCheckedFor] = useState<string | null>(null);
  // The worker painted the page for a visitor holding no key; hydration renders that, the creator's view follows.
  const keyInUrl = useBrowserValue(hasManageKeyInUrl, false);
  const storedKey = useBrowserValue(() => (id ? getManageKey(id) : null), null);

  useLayoutEffect(() => {
    if (!id || !hasManageKeyInUrl()) return;
    adoptManageKeyFromUrl(id);
    setKeyCheckedFor(id);
  }, [id]);

  // Without a key in the address there is nothing to adopt first, and reads by id may start in this very render.
  const ready = id !== undefined && (keyCheckedFor === id || !keyInUrl);
  const hasManageKey = ready && storedKey !== null;
  const detail = useQuery({ ...khatmQueries.detail(id ?? ""), enabled: hasManageKey });
  const juzs = useQuery({ ...khatmQueries.juzs(id ?? ""), enabled: ready });

  // A refused or failed read with the key falls back to the public view rather than hiding the khatm.
  const khatm = hasManageKey ? (detail.data ?? (detail.isError ? byCode.data : undefined)) : byCode.data;
  return {
    khatm,
    juzs,
    error: byCode.error,
    isPending: byCode.isPending || !ready || (hasManageKey && detail.isPending),
  };
}
