import { type MessageKey, partListText } from "@khatm/i18n";
import { partUnit } from "@khatm/juz-table";
import type { Division } from "@khatm/schema/rules";
import { LazyConfirmDialog as ConfirmDialog, lazyDialog } from "../../components/lazy-dialog";
import { useI18n } from "../i18n/i18n-context";
import type { CreatorActions } from "./use-creator-actions";

// Each dialog's code arrives the first time it opens (see lazyDialog).
const EmailConfirmDialog = lazyDialog(() => import("./EmailConfirmDialog").then((module) => module.EmailConfirmDialog));
const JuzDetailDialog = lazyDialog(() => import("./JuzDetailDialog").then((module) => module.JuzDetailDialog));
const ReserveOnBehalfDialog = lazyDialog(() =>
  import("./ReserveOnBehalfDialog").then((module) => module.ReserveOnBehalfDialog),
);
const TransferJuzDialog = lazyDialog(() => import("./TransferJuzDialog").then((module) => module.TransferJuzDialog));

/** The two creator actions confirmed by typing the creator e-mail. */
const emailDialogs = {
  cancel: { label: "dashboard.cancelReservation", confirmColor: "red", text: "dashboard.cancelText" },
  uncomplete: { label: "dashboard.markAsNotCompleted", confirmColor: "orange", text: "dashboard.uncompleteText" },
} as const satisfies Record<string, { label: MessageKey; confirmColor: string; text: MessageKey }>;

/** The same two texts for a khatm of another division: "These pages become available...". */
const partTexts = {
  cancel: "parts.cancelText",
  uncomplete: "parts.uncompleteText",
} as const satisfies Record<keyof typeof emailDialogs, MessageKey>;

interface CreatorDialogsProps {
  actions: CreatorActions;
  /** The khatm's division: the dialogs name its parts in its words, a juz khatm's in the spec's. */
  division?: Division;
}

/** The creator's six dialogs, one open at a time, each acting on the juz it was opened for. */
export function CreatorDialogs({ actions, division = "juz" }: CreatorDialogsProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const { dialog, closeDialog: onClose, confirmEmail, pending } = actions;
  const { open, last, numbers, first } = dialog;
  const juz = division === "juz";
  const juzList = partListText(i18n, division, numbers);
  const unit = partUnit(i18n, division);
  // The one e-mail-confirmed dialog keeps the action it was opened for while it closes.
  const emailAction = last === "uncomplete" ? "uncomplete" : "cancel";
  const { text, label, confirmColor } = emailDialogs[emailAction];
  return (
    <>
      <ReserveOnBehalfDialog
        opened={open === "behalf"}
        juzNumbers={numbers}
        division={division}
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
        division={division}
      />
      <JuzDetailDialog opened={open === "details"} juz={first} onClose={onClose} division={division} />
      <ConfirmDialog
        opened={open === "complete"}
        title={juz ? t("dashboard.completeManyTitle") : t("parts.completeManyTitle", { division })}
        confirmLabel={t("dashboard.markAsCompleted")}
        loading={pending.complete}
        onConfirm={actions.complete}
        onClose={onClose}
      >
        {t("dashboard.completeManyText", { juzList })}
      </ConfirmDialog>
      <EmailConfirmDialog
        opened={open === "cancel" || open === "uncomplete"}
        defaultEmail={confirmEmail}
        loading={pending[emailAction]}
        onConfirm={actions[emailAction]}
        onClose={onClose}
        title={t(label)}
        confirmLabel={t(label)}
        confirmColor={confirmColor}
      >
        {juz ? t(text, { juzList }) : t(partTexts[emailAction], { juzList, unit })}
      </EmailConfirmDialog>
    </>
  );
}
