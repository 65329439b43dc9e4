import { partUnit } from "@khatm/juz-table";
import type { Juz, JuzStatus, Khatm } from "@khatm/schema";
import { divisionOf } from "@khatm/schema/rules";
import { useState } from "react";
import { errorToast, showToast } from "../../components/feedback";
import { nameFromEmail } from "../../lib/email";
import { activeTranslator, t } from "../../lib/i18n";
import { rememberReaderEmail } from "../../lib/storage";
import { useAuth } from "../auth/auth-context";
import {
  useCancelJuzs,
  useCompleteJuzs,
  useReserveJuzs,
  useReserveOnBehalf,
  useTransferJuz,
  useUncompleteJuzs,
} from "../khatms/mutations";
import type { BehalfReservation } from "./ReserveOnBehalfDialog";
import type { CreatorDialog } from "./SelectionActions";
import {
  addParts,
  type CreatorFilter,
  changedSince,
  defaultCreatorFilter,
  filterJuzs,
  nextFilter,
  type SelectionResult,
  toggleJuz,
} from "./selection";
import type { TransferValues } from "./TransferJuzDialog";

/**
 * The creator's board without its looks: the filter, the selection (one status at a time), the open dialog and every
 * action on the selected juz. The mutations toast their own outcome; an action that succeeds closes its dialog and
 * clears the selection.
 */
export function useCreatorActions(khatm: Khatm, juzs: Juz[]) {
  const { user } = useAuth();
  const [filter, setFilter] = useState<CreatorFilter[]>(defaultCreatorFilter);
  const [selected, setSelected] = useState<number[]>([]);
  const [selectedAs, setSelectedAs] = useState<JuzStatus>();
  const [changed, setChanged] = useState<number[]>([]);
  // The dialog keeps the juz it was opened for while it closes, so its text does not change mid-animation.
  const [dialog, setDialog] = useState<{ kind: CreatorDialog; juzs: Juz[] } | null>(null);
  const [dialogOpened, setDialogOpened] = useState(false);

  // The toasts name the parts in the khatm's division ("reserved Page 12-16").
  const { division } = divisionOf(khatm);
  const reserve = useReserveJuzs(khatm.id, division);
  const reserveOnBehalf = useReserveOnBehalf(khatm.id, division);
  const cancel = useCancelJuzs(khatm.id);
  const transfer = useTransferJuz(khatm.id);
  const complete = useCompleteJuzs(khatm.id);
  const uncomplete = useUncompleteJuzs(khatm.id);

  // While the creator's own action is on its way, its live echo is not someone else's change; once it succeeds the
  // selection is cleared, and after a refusal the changed juz leave the selection like any other.
  const acting = [reserve, reserveOnBehalf, cancel, transfer, complete, uncomplete].some((action) => action.isPending);
  const gone = acting ? [] : changedSince(selected, selectedAs, juzs);
  if (gone.length > 0) {
    // Adjusted while rendering (React renders again at once, before painting), not in an effect a frame later.
    setSelected(selected.filter((number) => !gone.includes(number)));
    setChanged(gone);
  }

  const creatorEmail = khatm.creatorEmail ?? user?.email ?? "";
  const selectedJuzs = juzs.filter((juz) => selected.includes(juz.number));
  const dialogJuzs = dialog?.juzs ?? [];
  const numbers = dialogJuzs.map((juz) => juz.number);
  const first = dialogJuzs[0];
  const done = {
    onSuccess: () => {
      setDialogOpened(false);
      setSelected([]);
    },
  };

  function toggle(juz: Juz) {
    select(toggleJuz(selected, juz, juzs), juz.status);
  }

  function select(result: SelectionResult, status: JuzStatus) {
    setChanged([]);
    if (result.ok) {
      setSelectedAs(status);
      return setSelected(result.selected);
    }
    const message =
      division === "juz"
        ? t("dashboard.cannotMix", { status: result.status })
        : t("parts.cannotMix", { status: result.status, unit: partUnit(activeTranslator(), division) });
    showToast(errorToast(message, t("dashboard.cannotMixTitle")));
  }

  return {
    filter,
    changeFilter(next: string[]) {
      setFilter((current) => nextFilter(current, next));
      setSelected([]);
    },
    visible: filterJuzs(juzs, filter),
    selected,
    selectedStatus: selectedJuzs[0]?.status,
    toggle,
    /** Adds parts of one status at once (the board's quick picks), refused like a click on one of another status. */
    pick(numbers: readonly number[], status: JuzStatus) {
      if (numbers.length > 0) select(addParts(selected, numbers, status, juzs), status);
    },
    clear: () => setSelected([]),
    /** Juz that left the selection because someone changed them meanwhile. */
    changed,
    dismissChanged: () => setChanged([]),
    openDialog(kind: CreatorDialog) {
      setDialog({ kind, juzs: selectedJuzs });
      setDialogOpened(true);
    },
    /** The dialog on screen (none while one closes), and the juz the last one was opened for. */
    dialog: { open: dialogOpened ? dialog?.kind : undefined, last: dialog?.kind, numbers, first },
    closeDialog: () => setDialogOpened(false),
    /** The e-mail the confirm dialogs start with: the signed-in user's. */
    confirmEmail: user?.email ?? "",
    pending: {
      reserve: reserve.isPending,
      behalf: reserveOnBehalf.isPending,
      cancel: cancel.isPending,
      transfer: transfer.isPending,
      complete: complete.isPending,
      uncomplete: uncomplete.isPending,
    },
    reserveForMyself() {
      const readerName = nameFromEmail(creatorEmail);
      reserve.mutate(
        { juzNumbers: selected, readerName, readerEmail: creatorEmail },
        {
          onSuccess: () => {
            rememberReaderEmail(creatorEmail);
            setSelected([]);
          },
        },
      );
    },
    reserveForOthers({ readerName, readerEmail }: BehalfReservation) {
      reserveOnBehalf.mutate({ juzNumbers: numbers, readerName, readerEmail, creatorEmail }, done);
    },
    cancel(email: string) {
      if (!first) return;
      // Spec §7: the creator form sends creatorEmail; several juz go as email plus juzNumbers on the first juz.
      const body = numbers.length > 1 ? { email, juzNumbers: numbers } : { creatorEmail: email };
      cancel.mutate({ juzId: first.id, body }, done);
    },
    transfer(values: TransferValues) {
      if (first) transfer.mutate({ juzId: first.id, body: values }, done);
    },
    complete() {
      if (first) complete.mutate({ juzId: first.id, body: { juzNumbers: numbers } }, done);
    },
    uncomplete(email: string) {
      if (first) uncomplete.mutate({ juzId: first.id, body: { email, juzNumbers: numbers } }, done);
    },
  };
}

export type CreatorActions = ReturnType<typeof useCreatorActions>;
