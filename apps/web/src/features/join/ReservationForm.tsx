import { partListText } from "@khatm/i18n";
import { partLabel } from "@khatm/juz-table";
import type { Division } from "@khatm/schema/rules";
import { Button, Checkbox, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type FormEvent, type Ref, useRef } from "react";
import { errorToast, errorToastId, showToast } from "../../components/feedback";
import { getRememberedReaderEmail, rememberReaderEmail } from "../../lib/storage";
import { useTypedBeforeHydration } from "../../lib/typed-before-hydration";
import { useAuth } from "../auth/auth-context";
import { useI18n } from "../i18n/i18n-context";
import { reserveMutationKey, useReserveJuzs } from "../khatms/mutations";
import { ReaderFields } from "./ReaderFields";
import { reserveLabel, selectionSummary } from "./selection-text";
import { useReaderFill } from "./use-reader-fill";
import { checkReservation, type ReservationValues } from "./validation";

interface ReservationFormProps {
  khatmId: string;
  reminderDays: number;
  /** Numbers of the selected juz, sorted. */
  selected: number[];
  onReserved: () => void;
  /** The khatm's division: the selection is named in its words ("Page 12-16"). */
  division?: Division;
  /** The page scrolls the form into view once it appears. */
  ref?: Ref<HTMLDivElement>;
}

/** 'Reserve Selected Juz': the reader's name and e-mail, and (signed out) an optional account. */
export function ReservationForm({
  khatmId,
  reminderDays,
  selected,
  onReserved,
  division = "juz",
  ref,
}: ReservationFormProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const { user } = useAuth();
  const signedIn = user !== null;
  // Spec §5: an error clears when its field is edited (the form's default).
  const form = useForm<ReservationValues & { remind: boolean }>({
    initialValues: {
      readerName: user?.name ?? "",
      readerEmail: user?.email ?? getRememberedReaderEmail() ?? "",
      // Spec §5: checked by default for anonymous readers.
      createAccount: true,
      anonymous: false,
      // Issue 17: reminders are on by default for a signed-in reader; an anonymous one is asked.
      remind: signedIn,
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, formRef);
  const reserve = useReserveJuzs(khatmId, division);

  // The session may be confirmed after the form appeared (its first values hold the remembered e-mail).
  useReaderFill(form, user, null);

  // Checked here, not through the form's `validate`: the rules depend on the selection and the session. The fields'
  // problems show beside them; only an empty selection (the spec's "No juz selected") is the whole form's.
  function checkAndSubmit(event: FormEvent) {
    event.preventDefault();
    const values = form.getValues();
    const check = checkReservation(values, selected.length, signedIn, division);
    form.setErrors(check.errors);
    // Named as the reservation's errors are, so the reservation's success closes it.
    const id = errorToastId(reserveMutationKey(khatmId));
    if (check.notice) showToast({ ...errorToast(check.notice.message, check.notice.title), id });
    if (!check.notice && Object.keys(check.errors).length === 0) void submit(values);
  }

  async function submit(values: ReservationValues & { remind: boolean }) {
    const readerName = values.readerName.trim();
    const readerEmail = values.readerEmail.trim() || undefined;

    // Awaited here rather than through mutate's callbacks: the refresh that follows a reservation takes the reserved
    // juz out of the selection, which unmounts this form, and mutate's callbacks never run for an unmounted form.
    // The mutation toasts its outcome itself.
    const request = {
      juzNumbers: selected,
      readerName,
      readerEmail,
      anonymous: values.anonymous,
      remind: values.remind,
      // The account is made with the reservation, and welcomed in its one confirmation e-mail (issue 39).
      ...(!signedIn && values.createAccount && readerEmail ? { createAccount: true } : {}),
    };
    const answer = await reserve.mutateAsync(request).catch(() => null);
    if (!answer) return;
    const remembered = readerEmail ?? user?.email;
    if (remembered) rememberReaderEmail(remembered);
    onReserved();
  }

  return (
    <Paper ref={ref} withBorder p={{ base: "md", sm: "lg" }} shadow="sm" data-testid="reservation-form">
      <form ref={formRef} noValidate onSubmit={checkAndSubmit}>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
              {division === "juz" ? t("join.reserveTitle") : t("parts.reserveTitle", { division })}
            </Title>
            <Text fw={600} mt={4} data-testid="selection-summary">
              {selectionSummary(
                selected,
                (first) => (division === "juz" ? null : partLabel(i18n, division, first)),
                division,
              )}
            </Text>
            <Text size="sm" c="dimmed">
              {partListText(i18n, division, selected)}
            </Text>
          </div>
          <ReaderFields form={form} signedIn={signedIn} />
          {signedIn ? null : (
            <Checkbox label={t("join.createAccount")} {...form.getInputProps("createAccount", { type: "checkbox" })} />
          )}
          <Checkbox
            label={t("together.remindMe", { days: reminderDays })}
            {...form.getInputProps("remind", { type: "checkbox" })}
          />
          <Button type="submit" size="md" fullWidth loading={reserve.isPending}>
            {reserveLabel(i18n, selected, division)}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
