import { juzListText } from "@khatm/schema/rules";
import { Button, Checkbox, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type Ref, useEffect, useState } from "react";
import { getRememberedReaderEmail, rememberReaderEmail } from "../../lib/storage";
import { useAuth } from "../auth/auth-context";
import { useReserveJuzs } from "../khatms/mutations";
import { errorText, notifyError, notifySuccess, notifyWarning } from "../khatms/notify";
import { createReaderAccount } from "./account";
import { selectionSummary } from "./selection-text";
import { checkReservation, type ReservationCheck, type ReservationValues } from "./validation";

interface ReservationFormProps {
  khatmId: string;
  /** Numbers of the selected juz, sorted. */
  selected: number[];
  onReserved: () => void;
  /** The page scrolls the form into view once it appears. */
  ref?: Ref<HTMLDivElement>;
}

/** 'Reserve Selected Juz': the reader's name and e-mail, and (signed out) an optional account. */
export function ReservationForm({ khatmId, selected, onReserved, ref }: ReservationFormProps) {
  const { user } = useAuth();
  const [values, setValues] = useState<ReservationValues>(() => ({
    readerName: user?.name ?? "",
    readerEmail: user?.email ?? getRememberedReaderEmail() ?? "",
    // Spec §5: checked by default for anonymous readers.
    createAccount: true,
  }));
  const [errors, setErrors] = useState<ReservationCheck["errors"]>({});
  const [creatingAccount, setCreatingAccount] = useState(false);
  const reserve = useReserveJuzs(khatmId);
  const signedIn = user !== null;

  // The session may be confirmed after the form appeared: fill what the reader has not typed yet.
  useEffect(() => {
    if (!user) return;
    setValues((current) => ({
      ...current,
      readerName: current.readerName || user.name || "",
      readerEmail: current.readerEmail || user.email,
    }));
  }, [user]);

  function edit<K extends keyof ReservationValues>(field: K, value: ReservationValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    // Spec §5: an error clears when its field is edited.
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit() {
    const check = checkReservation(values, selected.length, signedIn);
    setErrors(check.errors);
    if (check.notice) notifications.show({ ...check.notice, color: "red" });
    if (check.notice || Object.values(check.errors).some(Boolean)) return;

    const readerName = values.readerName.trim();
    const readerEmail = values.readerEmail.trim() || undefined;
    if (!signedIn && values.createAccount && readerEmail) {
      setCreatingAccount(true);
      try {
        await createReaderAccount({ email: readerEmail, name: readerName });
        notifySuccess("Account created successfully! Check your email for login instructions.", "Account Created");
      } catch (error) {
        console.error("Creating the reader's account failed", error);
        notifyWarning("Could not create account, but will still process your reservation");
      } finally {
        setCreatingAccount(false);
      }
    }

    // Awaited here rather than through mutate's callbacks: the refresh that follows a reservation takes the reserved
    // juz out of the selection, which unmounts this form, and mutate's callbacks never run for an unmounted form.
    try {
      await reserve.mutateAsync({ juzNumbers: selected, readerName, readerEmail });
    } catch (error) {
      notifyError(`Failed to reserve juz: ${errorText(error)}`);
      return;
    }
    const remembered = readerEmail ?? user?.email;
    if (remembered) rememberReaderEmail(remembered);
    notifySuccess(
      `You have successfully reserved ${selected.length} juz. Thank you for your contribution to this Khatm.`,
    );
    onReserved();
  }

  return (
    <Paper ref={ref} withBorder p={{ base: "md", sm: "lg" }} shadow="sm" data-testid="reservation-form">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
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
            value={values.readerName}
            error={errors.readerName}
            onChange={(event) => edit("readerName", event.currentTarget.value)}
          />
          <TextInput
            label="Your Email"
            type="email"
            size="md"
            autoComplete="email"
            withAsterisk={!signedIn}
            description={signedIn ? "Optional: your account's email is used when empty." : undefined}
            value={values.readerEmail}
            error={errors.readerEmail}
            onChange={(event) => edit("readerEmail", event.currentTarget.value)}
          />
          {signedIn ? null : (
            <Checkbox
              label="Create an account to track my reservations and receive email notifications"
              checked={values.createAccount}
              onChange={(event) => edit("createAccount", event.currentTarget.checked)}
            />
          )}
          <Button type="submit" size="md" fullWidth loading={creatingAccount || reserve.isPending}>
            Reserve {selected.length === 1 ? "Juz" : `${selected.length} Juz`}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
