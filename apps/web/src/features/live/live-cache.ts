import type { Juz, Khatm, LiveMessage } from "@khatm/schema";
import type { QueryClient } from "@tanstack/react-query";
import { khatmKeys } from "../khatms/queries";

/**
 * Applies a khatm's live messages to the query cache, in version order: a change whose version follows the one held
 * is merged into the juz list and the khatm's counts; any gap asks the server for a snapshot, and the changes that
 * arrive meanwhile wait for it. The khatm itself only takes the counts: its other fields never change with a juz,
 * and the code lookup's copy is not read with this socket's proofs.
 */
export function liveCache(queryClient: QueryClient, khatmId: string, code: string) {
  let held: number | null = null;
  let resyncing = false;

  function setStats(stats: Khatm["stats"]) {
    const withStats = (old: Khatm | undefined) => (old ? { ...old, stats } : old);
    queryClient.setQueryData<Khatm>(khatmKeys.byCode(code), withStats);
    queryClient.setQueryData<Khatm>(khatmKeys.detail(khatmId), withStats);
    queryClient.setQueryData(khatmKeys.stats(khatmId), stats);
    // The creator's activity feed and the list for WhatsApp (whatsapp/queries.ts): re-read when shown.
    void queryClient.invalidateQueries({ queryKey: [...khatmKeys.detail(khatmId), "activities"] });
    void queryClient.invalidateQueries({ queryKey: [...khatmKeys.detail(khatmId), "list-text"] });
    // A counted recitation's pledges (recitation/queries.ts): a pledge changes the counts.
    void queryClient.invalidateQueries({ queryKey: [...khatmKeys.detail(khatmId), "pledges"] });
  }

  return function apply(message: LiveMessage, resync: () => void): void {
    if (message.type === "deleted") {
      held = message.version;
      void queryClient.invalidateQueries({ queryKey: khatmKeys.byCode(code) });
      void queryClient.invalidateQueries({ queryKey: khatmKeys.detail(khatmId) });
      return;
    }
    if (message.type === "snapshot") {
      held = message.version;
      resyncing = false;
      queryClient.setQueryData<Juz[]>(khatmKeys.juzs(khatmId), message.juzs);
      setStats(message.khatm.stats);
      return;
    }
    if (resyncing || (held !== null && message.version <= held)) return;
    if (held === null || message.version !== held + 1) {
      resyncing = true;
      resync();
      return;
    }
    held = message.version;
    const changed = new Map(message.juzs.map((juz) => [juz.number, juz]));
    queryClient.setQueryData<Juz[]>(khatmKeys.juzs(khatmId), (old) =>
      old?.map((juz) => changed.get(juz.number) ?? juz),
    );
    setStats(message.khatm.stats);
  };
}
