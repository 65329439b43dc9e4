import { juzListText } from "@khatm/schema/rules";
import { lazyDialog } from "../../components/lazy-dialog";
import type { CreatorActions } from "./use-creator-actions";

// Each dialog's code arrives the first time it opens (see lazyDialog).
const ConfirmDialog = lazyDialog(() => import("../../components/ConfirmDialog").then((module) => module.ConfirmDialog));
const EmailConfirmDialog = lazyDialog(() => import("./EmailConfirmDialog").then((module) => module.EmailConfirmDialog));
const JuzDetailDialog = lazyDialog(() => import("./JuzDetailDialog").then((module) => module.JuzDetailDialog));
const ReserveOnBehalfDialog = lazyDialog(() =>
  import("./ReserveOnBehalfDialog").then((module) => module.ReserveOnBehalfDialog),
);
const TransferJuzDialog = lazyDialog(() => import("./TransferJuzDialog").then((module) => module.TransferJuzDialog));

/** The two creator actions confirmed by typing the creator e-mail. */
const emailDialogs = {
  cancel: {
    title: "Cancel Reservation",
    confirmLabel: "Cancel Reservation",
    confirmColor: "red",
    text: (juzList: string) =>
      `Cancel the reservation of ${juzList}? The juz become available for other readers again.`,
  },
  uncomplete: {
    title: "Mark as Not Completed",
    confirmLabel: "Mark as Not Completed",
    confirmColor: "orange",
    text: (juzList: string) => `Mark ${juzList} as not completed? The juz go back to reserved for their readers.`,
  },
};

interface CreatorDialogsProps {
  actions: CreatorActions;
}

/** The creator's six dialogs, one open at a time, each acting on the juz it was opened for. */
export function CreatorDialogs({ actions }: CreatorDialogsProps) {
  const { dialog, closeDialog: onClose, confirmEmail, pending } = actions;
  const { open, last, numbers, first } = dialog;
  const juzList = juzListText(numbers);
  // The one e-mail-confirmed dialog keeps the action it was opened for while it closes.
  const emailAction = last === "uncomplete" ? "uncomplete" : "cancel";
  const { text, ...emailDialog } = emailDialogs[emailAction];
  return (
    <>
      <ReserveOnBehalfDialog
        opened={open === "behalf"}
        juzNumbers={numbers}
        loading={pending.behalf}
        onReserve={actions.reserveForOthers}
        onClose={onClose}
      />
      <TransferJuzDialog
        opened={open === "transfer"}
        juzNumber={first?.number}
        currentReader={first?.readerName}
        defaultCreatorEmail={confirmEmail}
        loading={pending.transfer}
        onTransfer={actions.transfer}
        onClose={onClose}
      />
      <JuzDetailDialog opened={open === "details"} juz={first} onClose={onClose} />
      <ConfirmDialog
        opened={open === "complete"}
        title="Mark Multiple Juzs as Completed"
        confirmLabel="Mark as Completed"
        loading={pending.complete}
        onConfirm={actions.complete}
        onClose={onClose}
      >
        Mark {juzList} as completed? This action cannot be undone.
      </ConfirmDialog>
      <EmailConfirmDialog
        opened={open === "cancel" || open === "uncomplete"}
        defaultEmail={confirmEmail}
        loading={pending[emailAction]}
        onConfirm={actions[emailAction]}
        onClose={onClose}
        {...emailDialog}
      >
        {text(juzList)}
      </EmailConfirmDialog>
    </>
  );
}
