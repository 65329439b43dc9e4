import { juzListText } from "@khatm/schema/rules";
import { Button, Checkbox, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type FormEvent, type Ref, useEffect, useState } from "react";
import { errorToast, showToast, successToast, warningToast } from "../../components/feedback";
import { getRememberedReaderEmail, rememberReaderEmail } from "../../lib/storage";
import { useAuth } from "../auth/auth-context";
import { useReserveJuzs } from "../khatms/mutations";
import { togetherMessages } from "../together/messages";
import { createReaderAccount } from "./account";
import { selectionSummary } from "./selection-text";
import { checkReservation, type ReservationValues } from "./validation";

interface ReservationFormProps {
  khatmId: string;
  reminderDays: number;
  /** Numbers of the selected juz, sorted. */
  selected: number[];
  onReserved: () => void;
  /** The page scrolls the form into view once it appears. */
  ref?: Ref<HTMLDivElement>;
}

/** 'Reserve Selected Juz': the reader's name and e-mail, and (signed out) an optional account. */
export function ReservationForm({ khatmId, reminderDays, selected, onReserved, ref }: ReservationFormProps) {
  const { user } = useAuth();
  const signedIn = user !== null;
  // Spec §5: an error clears when its field is edited (the form's default).
  const form = useForm<ReservationValues & { remind: boolean }>({
    initialValues: {
      readerName: user?.name ?? "",
      readerEmail: user?.email ?? getRememberedReaderEmail() ?? "",
      // Spec §5: checked by default for anonymous readers.
      createAccount: true,
      // Issue 17: reminders are on by default for a signed-in reader; an anonymous one is asked.
      remind: signedIn,
    },
  });
  const [creatingAccount, setCreatingAccount] = useState(false);
  const reserve = useReserveJuzs(khatmId);

  // The session may be confirmed after the form appeared: fill what the reader has not typed yet.
  const { setValues } = form;
  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      readerName: current.readerName || user.name || "",
      readerEmail: current.readerEmail || user.email,
    }));
  }, [user, setValues]);

  // Checked here, not through the form's `validate`: the rules depend on the selection and the session, and the
  // spec's form-wide problems (no juz, no e-mail) are toasts rather than field errors.
  function checkAndSubmit(event: FormEvent) {
    event.preventDefault();
    const values = form.getValues();
    const check = checkReservation(values, selected.length, signedIn);
    form.setErrors(check.errors);
    if (check.notice) showToast(errorToast(check.notice.message, check.notice.title));
    if (!check.notice && Object.keys(check.errors).length === 0) void submit(values);
  }

  async function submit(values: ReservationValues & { remind: boolean }) {
    const readerName = values.readerName.trim();
    const readerEmail = values.readerEmail.trim() || undefined;
    if (!signedIn && values.createAccount && readerEmail) {
      setCreatingAccount(true);
      try {
        await createReaderAccount({ email: readerEmail, name: readerName });
        showToast(
          successToast("Account created successfully! Check your email for login instructions.", "Account Created"),
        );
      } catch (error) {
        console.error("Creating the reader's account failed", error);
        showToast(warningToast("Could not create account, but will still process your reservation"));
      } finally {
        setCreatingAccount(false);
      }
    }

    // Awaited here rather than through mutate's callbacks: the refresh that follows a reservation takes the reserved
    // juz out of the selection, which unmounts this form, and mutate's callbacks never run for an unmounted form.
    // The mutation toasts its outcome itself.
    const reserved = await reserve
      .mutateAsync({ juzNumbers: selected, readerName, readerEmail, remind: values.remind })
      .then(
        () => true,
        () => false,
      );
    if (!reserved) return;
    const remembered = readerEmail ?? user?.email;
    if (remembered) rememberReaderEmail(remembered);
    onReserved();
  }

  return (
    <Paper ref={ref} withBorder p={{ base: "md", sm: "lg" }} shadow="sm" data-testid="reservation-form">
      <form noValidate onSubmit={checkAndSubmit}>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
              Reserve Selected Juz
            </Title>
            <Text fw={600} mt={4} data-testid="selection-summary">
              {selectionSummary(selected)}
            </Text>
            <Text size="sm" c="dimmed">
              {juzListText(selected)}
            </Text>
          </div>
          <TextInput
            label="Your Name"
            size="md"
            autoComplete="name"
            withAsterisk
            {...form.getInputProps("readerName")}
          />
          <TextInput
            label="Your Email"
            type="email"
            size="md"
            autoComplete="email"
            withAsterisk={!signedIn}
            description={signedIn ? "Optional: your account's email is used when empty." : undefined}
            {...form.getInputProps("readerEmail")}
          />
          {signedIn ? null : (
            <Checkbox
              label="Create an account to track my reservations and receive email notifications"
              {...form.getInputProps("createAccount", { type: "checkbox" })}
            />
          )}
          <Checkbox
            label={togetherMessages.remindMe(reminderDays)}
            {...form.getInputProps("remind", { type: "checkbox" })}
          />
          <Button type="submit" size="md" fullWidth loading={creatingAccount || reserve.isPending}>
            Reserve {selected.length === 1 ? "Juz" : `${selected.length} Juz`}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
