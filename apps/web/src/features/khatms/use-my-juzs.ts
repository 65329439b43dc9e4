import type { Juz } from "@khatm/schema";
import { useQuery } from "@tanstack/react-query";
import { useBrowserValue } from "../../lib/hydration";
import { getRememberedReaderEmail, holdsReaderIdentity } from "../../lib/storage";
import { useAuth } from "../auth/auth-context";
import { khatmQueries } from "./queries";

/**
 * The visitor's juz in one khatm: those the API says this browser or session holds (`viewerIsReader`), plus those
 * the remembered reader e-mail holds here (spec: "If a remembered reader e-mail exists, it also lists that reader's
 * reserved and completed juz"). Statuses come from the khatm's own juz list, which every change refreshes.
 */
export function useMyJuzs(khatmId: string | undefined, juzs: Juz[] | undefined) {
  const { user } = useAuth();
  // After hydration only: the worker painted the page for a first visit, and this browser's juz list, read again with
  // its reader key, may come back (the route's loader asks at once) while the app is still hydrating that page.
  const remembered = useBrowserValue(getRememberedReaderEmail, null);
  const mayHoldJuzs = useBrowserValue(holdsReaderIdentity, false);
  const readerEmail = remembered ?? user?.email ?? null;
  const readerJuzs = useQuery({
    ...khatmQueries.readerJuzs(readerEmail ?? ""),
    enabled: readerEmail !== null && khatmId !== undefined,
  });
  const heldByEmail = new Set(
    (readerJuzs.data ?? []).filter((juz) => juz.khatm.id === khatmId).map((juz) => juz.number),
  );
  const mine = (mayHoldJuzs || readerEmail !== null ? (juzs ?? []) : []).filter(
    (juz) => juz.status !== "available" && (juz.viewerIsReader || heldByEmail.has(juz.number)),
  );
  return { mine, readerEmail };
}
