import type { Juz, Khatm } from "@khatm/schema";
import { juzListText } from "@khatm/schema/rules";
import { Checkbox, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { nameFromEmail } from "../../lib/email";
import { rememberReaderEmail } from "../../lib/storage";
import { useAuth } from "../auth/auth-context";
import { JuzCard } from "../khatms/JuzCard";
import { JuzGrid } from "../khatms/JuzGrid";
import { lazyDialog } from "../khatms/lazy-dialog";
import {
  useCancelJuzs,
  useCompleteJuzs,
  useReserveJuzs,
  useReserveOnBehalf,
  useTransferJuz,
  useUncompleteJuzs,
} from "../khatms/mutations";
import { errorText, notifyError, notifySuccess } from "../khatms/notify";
import type { BehalfReservation } from "./ReserveOnBehalfDialog";
import { type CreatorDialog, SelectionActions } from "./SelectionActions";
import { type CreatorFilter, defaultCreatorFilter, filterJuzs, nextFilter, toggleJuz } from "./selection";
import type { TransferValues } from "./TransferJuzDialog";

// Each dialog's code arrives the first time it opens (see lazyDialog).
const ConfirmDialog = lazyDialog(() => import("../khatms/ConfirmDialog").then((module) => module.ConfirmDialog));
const EmailConfirmDialog = lazyDialog(() => import("./EmailConfirmDialog").then((module) => module.EmailConfirmDialog));
const JuzDetailDialog = lazyDialog(() => import("./JuzDetailDialog").then((module) => module.JuzDetailDialog));
const ReserveOnBehalfDialog = lazyDialog(() =>
  import("./ReserveOnBehalfDialog").then((module) => module.ReserveOnBehalfDialog),
);
const TransferJuzDialog = lazyDialog(() => import("./TransferJuzDialog").then((module) => module.TransferJuzDialog));

interface CreatorJuzBoardProps {
  khatm: Khatm;
  juzs: Juz[];
}

/**
 * The creator's grid: filter, multi-select of one status, and every action on the selected juz. Juz actions toast
 * the API's answer, worded as the spec's catalogue ('Reservation for Juz {n} has been cancelled.').
 */
export function CreatorJuzBoard({ khatm, juzs }: CreatorJuzBoardProps) {
  const { user } = useAuth();
  const [filter, setFilter] = useState<CreatorFilter[]>(defaultCreatorFilter);
  const [selected, setSelected] = useState<number[]>([]);
  // The dialog keeps the juz it was opened for while it closes, so its text does not change mid-animation.
  const [dialog, setDialog] = useState<{ kind: CreatorDialog; juzs: Juz[] } | null>(null);
  const [dialogOpened, setDialogOpened] = useState(false);

  const reserve = useReserveJuzs(khatm.id);
  const reserveOnBehalf = useReserveOnBehalf(khatm.id);
  const cancel = useCancelJuzs(khatm.id);
  const transfer = useTransferJuz(khatm.id);
  const complete = useCompleteJuzs(khatm.id);
  const uncomplete = useUncompleteJuzs(khatm.id);

  const creatorEmail = khatm.creatorEmail ?? user?.email ?? "";
  const confirmEmail = user?.email ?? "";
  const selectedJuzs = juzs.filter((juz) => selected.includes(juz.number));
  const selectedStatus = selectedJuzs[0]?.status;
  const open = dialogOpened ? dialog : null;
  const dialogJuzs = dialog?.juzs ?? [];
  const dialogNumbers = dialogJuzs.map((juz) => juz.number);
  const firstJuz = dialogJuzs[0];

  function toggle(juz: Juz) {
    const result = toggleJuz(selected, juz, juzs);
    if (result.ok) return setSelected(result.selected);
    notifications.show({
      title: "Cannot mix different types",
      message: `You can only select multiple juz with the same status (${result.status})`,
      color: "red",
    });
  }

  function openDialog(kind: CreatorDialog) {
    setDialog({ kind, juzs: selectedJuzs });
    setDialogOpened(true);
  }

  function finish() {
    setDialogOpened(false);
    setSelected([]);
  }

  function reserveForMyself() {
    const count = selected.length;
    reserve.mutate(
      { juzNumbers: selected, readerName: nameFromEmail(creatorEmail), readerEmail: creatorEmail },
      {
        onSuccess: () => {
          rememberReaderEmail(creatorEmail);
          notifySuccess(`You have successfully reserved ${count} juz. Thank you for your contribution to this Khatm.`);
          setSelected([]);
        },
        onError: (error) => notifyError(`Failed to reserve juz: ${errorText(error)}`),
      },
    );
  }

  function reserveForOthers({ readerName, readerEmail }: BehalfReservation) {
    reserveOnBehalf.mutate(
      { juzNumbers: dialogNumbers, readerName, readerEmail, creatorEmail },
      {
        onSuccess: () => {
          notifySuccess(`You have successfully reserved ${dialogNumbers.length} juz on behalf of ${readerName}.`);
          finish();
        },
        onError: (error) => notifyError(`Failed to reserve juz: ${errorText(error)}`),
      },
    );
  }

  function cancelReservations(email: string) {
    if (!firstJuz) return;
    const bulk = dialogJuzs.length > 1;
    // Spec §7: the creator form sends creatorEmail; several juz go as email plus juzNumbers on the first juz.
    const body = bulk ? { email, juzNumbers: dialogNumbers } : { creatorEmail: email };
    cancel.mutate(
      { juzId: firstJuz.id, body },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          finish();
        },
        onError: (error) =>
          notifyError(
            bulk
              ? "Failed to cancel reservations. Please try again."
              : `Failed to cancel reservation: ${errorText(error)}`,
          ),
      },
    );
  }

  function transferJuz(values: TransferValues) {
    if (!firstJuz) return;
    transfer.mutate(
      { juzId: firstJuz.id, body: values },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          finish();
        },
        onError: (error) => notifyError(`Failed to transfer juz: ${errorText(error)}`),
      },
    );
  }

  function completeJuzs() {
    if (!firstJuz) return;
    complete.mutate(
      { juzId: firstJuz.id, body: { juzNumbers: dialogNumbers } },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          finish();
        },
        onError: (error) => notifyError(`Failed to mark juz as completed: ${errorText(error)}`),
      },
    );
  }

  function uncompleteJuzs(email: string) {
    if (!firstJuz) return;
    uncomplete.mutate(
      { juzId: firstJuz.id, body: { email, juzNumbers: dialogNumbers } },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          finish();
        },
        onError: () => notifyError("Failed to mark juz as not completed. Please try again."),
      },
    );
  }

  const visible = filterJuzs(juzs, filter);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} size="h3">
            Juz
          </Title>
          <Text size="sm" c="dimmed">
            Select juz of the same status to act on them together.
          </Text>
        </div>
        <Checkbox.Group
          aria-label="Show juz"
          value={filter}
          onChange={(next) => {
            setFilter((current) => nextFilter(current, next));
            setSelected([]);
          }}
        >
          <Group gap="md">
            <Checkbox value="available" label="Available" />
            <Checkbox value="reserved" label="Reserved" />
          </Group>
        </Checkbox.Group>
      </Group>

      <JuzGrid>
        {visible.map((juz) => (
          <JuzCard
            key={juz.number}
            juz={juz}
            selected={selected.includes(juz.number)}
            onToggle={toggle}
            showReaderEmail
          />
        ))}
      </JuzGrid>

      {selectedStatus ? (
        <SelectionActions
          selected={selected}
          status={selectedStatus}
          reservingForMyself={reserve.isPending}
          onReserveForMyself={reserveForMyself}
          onOpen={openDialog}
          onClear={() => setSelected([])}
        />
      ) : null}

      <ReserveOnBehalfDialog
        opened={open?.kind === "behalf"}
        juzNumbers={dialogNumbers}
        loading={reserveOnBehalf.isPending}
        onReserve={reserveForOthers}
        onClose={() => setDialogOpened(false)}
      />
      <EmailConfirmDialog
        opened={open?.kind === "cancel"}
        title="Cancel Reservation"
        confirmLabel="Cancel Reservation"
        confirmColor="red"
        defaultEmail={confirmEmail}
        loading={cancel.isPending}
        onConfirm={cancelReservations}
        onClose={() => setDialogOpened(false)}
      >
        Cancel the reservation of {juzListText(dialogNumbers)}? The juz become available for other readers again.
      </EmailConfirmDialog>
      <TransferJuzDialog
        opened={open?.kind === "transfer"}
        juzNumber={firstJuz?.number}
        currentReader={firstJuz?.readerName}
        defaultCreatorEmail={confirmEmail}
        loading={transfer.isPending}
        onTransfer={transferJuz}
        onClose={() => setDialogOpened(false)}
      />
      <JuzDetailDialog opened={open?.kind === "details"} juz={firstJuz} onClose={() => setDialogOpened(false)} />
      <ConfirmDialog
        opened={open?.kind === "complete"}
        title="Mark Multiple Juzs as Completed"
        confirmLabel="Mark as Completed"
        loading={complete.isPending}
        onConfirm={completeJuzs}
        onClose={() => setDialogOpened(false)}
      >
        Mark {juzListText(dialogNumbers)} as completed? This action cannot be undone.
      </ConfirmDialog>
      <EmailConfirmDialog
        opened={open?.kind === "uncomplete"}
        title="Mark as Not Completed"
        confirmLabel="Mark as Not Completed"
        confirmColor="orange"
        defaultEmail={confirmEmail}
        loading={uncomplete.isPending}
        onConfirm={uncompleteJuzs}
        onClose={() => setDialogOpened(false)}
      >
        Mark {juzListText(dialogNumbers)} as not completed? The juz go back to reserved for their readers.
      </EmailConfirmDialog>
    </Stack>
  );
}
