import type { Juz, ReserveRequest } from "@khatm/schema";
import { useMutationState } from "@tanstack/react-query";
import { useState } from "react";
import { reserveMutationKey } from "../khatms/mutations";

/**
 * The reader's selection of juz, kept to juz that are still available: one that someone else reserves meanwhile
 * (the live grid shows it) leaves the selection and is named in `taken`, so the reader hears it before submitting.
 * Juz this browser is reserving, or has reserved, are not someone else's.
 */
export function useLiveSelection(khatmId: string, juzs: Juz[]) {
  const [selected, setSelected] = useState<number[]>([]);
  const [taken, setTaken] = useState<number[]>([]);
  const reservedHere = useMutationState({
    filters: { mutationKey: reserveMutationKey(khatmId), predicate: (mutation) => mutation.state.status !== "error" },
    select: (mutation) => (mutation.state.variables as ReserveRequest | undefined)?.juzNumbers ?? [],
  }).flat();
  const available = new Set(juzs.filter((juz) => juz.status === "available").map((juz) => juz.number));
  const gone = selected.filter((number) => !available.has(number) && !reservedHere.includes(number));
  if (gone.length > 0) {
    // Adjusted while rendering (React renders again at once, before painting), not in an effect a frame later.
    setSelected(selected.filter((number) => !gone.includes(number)));
    setTaken(gone);
  }
  return {
    /** Only those still available (a reservation of this browser leaves through `clear`). */
    selected: selected.filter((number) => available.has(number)),
    toggle: (number: number) => {
      setTaken([]);
      setSelected((current) =>
        current.includes(number) ? current.filter((n) => n !== number) : [...current, number].sort((a, b) => a - b),
      );
    },
    /** Adds these to the selection (a quick pick: "the next 5 free pages"). */
    add: (numbers: readonly number[]) => {
      setTaken([]);
      setSelected((current) => [...new Set([...current, ...numbers])].sort((a, b) => a - b));
    },
    clear: () => setSelected([]),
    taken,
    dismissTaken: () => setTaken([]),
  };
}
