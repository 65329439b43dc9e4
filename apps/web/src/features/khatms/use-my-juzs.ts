import type { Juz } from "@khatm/schema";
import { useQuery } from "@tanstack/react-query";
import { useHydrated } from "../../lib/hydration";
import { getRememberedReaderEmail } from "../../lib/storage";
import { useAuth } from "../auth/auth-context";
import { khatmQueries } from "./queries";

/**
 * The visitor's juz in one khatm: those the API says this browser or session holds (`viewerIsReader`), plus those
 * the remembered reader e-mail holds here (spec: "If a remembered reader e-mail exists, it also lists that reader's
 * reserved and completed juz"). Statuses come from the khatm's own juz list, which every change refreshes.
 */
export function useMyJuzs(khatmId: string | undefined, juzs: Juz[] | undefined) {
  const { user } = useAuth();
  // The browser's remembered address after hydration: the worker painted the page for a first visit.
  const remembered = useHydrated() ? getRememberedReaderEmail() : null;
  const readerEmail = remembered ?? user?.email ?? null;
  const readerJuzs = useQuery({
    ...khatmQueries.readerJuzs(readerEmail ?? ""),
    enabled: readerEmail !== null && khatmId !== undefined,
  });
  const heldByEmail = new Set(
    (readerJuzs.data ?? []).filter((juz) => juz.khatm.id === khatmId).map((juz) => juz.number),
  );
  const mine = (juzs ?? []).filter(
    (juz) => juz.status !== "available" && (juz.viewerIsReader || heldByEmail.has(juz.number)),
  );
  return { mine, readerEmail };
}
