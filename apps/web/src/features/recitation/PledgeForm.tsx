import type { Khatm } from "@khatm/schema";
import { countProgressOf, unpledgedOf } from "@khatm/schema/rules";
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useRef, useState } from "react";
import { LazyConfirmDialog as ConfirmDialog } from "../../components/lazy-dialog";
import { optionalEmail, readerName } from "../../lib/form-rules";
import { useBrowserValue } from "../../lib/hydration";
import { getRememberedReaderEmail, rememberReaderEmail } from "../../lib/storage";
import { useTypedBeforeHydration } from "../../lib/typed-before-hydration";
import { useAuth } from "../auth/auth-context";
import { useI18n } from "../i18n/i18n-context";
import { ReaderFields } from "../join/ReaderFields";
import { useReaderFill } from "../join/use-reader-fill";
import { PledgeAmountInput, pledgeAmountRule } from "./PledgeAmountInput";
import { usePledge } from "./queries";
import { quickPledges } from "./quick-pledges";

/**
 * A pledge of more than a quarter of what is still free, or of more than this, is asked about first: one tap must not
 * take a whole recitation from everyone else by a slip of the thumb.
 */
const LARGE_PLEDGE = 1000;
export const isLargePledge = (amount: number, remaining: number) =>
  amount > 1 && (amount > remaining / 4 || amount > LARGE_PLEDGE);

interface PledgeValues {
  amount: number | string;
  readerName: string;
  readerEmail: string;
  anonymous: boolean;
  remind: boolean;
}

/** 'Pledge to read': how many (with quick picks), the reader's name and e-mail, and anonymity. */
export function PledgeForm({ khatm }: { khatm: Pick<Khatm, "id" | "stats" | "reminderDays"> }) {
  const { t, number } = useI18n();
  const { user } = useAuth();
  const signedIn = user !== null;
  const progress = countProgressOf(khatm.stats);
  const remaining = unpledgedOf(progress);
  const pledge = usePledge(khatm.id);
  const form = useForm<PledgeValues>({
    initialValues: {
      amount: Math.min(1, remaining),
      readerName: user?.name ?? "",
      // The remembered e-mail is read after hydration (below): the first render must equal the worker's paint.
      readerEmail: user?.email ?? "",
      anonymous: false,
      // As for a reservation: reminders on by default for a signed-in reader, asked of an anonymous one.
      remind: signedIn,
    },
    validate: {
      amount: pledgeAmountRule(remaining),
      readerName,
      readerEmail: (value) => (!value.trim() && !signedIn ? t("join.emailRequired") : optionalEmail(value)),
    },
  });
  // The remembered e-mail and the session are read after hydration: the first render must equal the worker's paint.
  useReaderFill(form, user, useBrowserValue(getRememberedReaderEmail, null));
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, formRef);
  const [confirming, setConfirming] = useState(false);

  if (remaining === 0) {
    return (
      <Paper withBorder p="md">
        <Text c="dimmed">{t("recitation.nothingLeft")}</Text>
      </Paper>
    );
  }
  const send = (values: PledgeValues) => {
    const readerEmail = values.readerEmail.trim() || undefined;
    pledge.mutate(
      {
        amount: Number(values.amount),
        readerName: values.readerName.trim(),
        readerEmail,
        anonymous: values.anonymous,
        remind: values.remind,
      },
      {
        onSuccess: () => {
          if (readerEmail) rememberReaderEmail(readerEmail);
          form.setFieldValue("amount", 1);
        },
        onSettled: () => setConfirming(false),
      },
    );
  };
  const submit = form.onSubmit((values) => {
    if (isLargePledge(Number(values.amount), remaining)) setConfirming(true);
    else send(values);
  });
  const amount = form.getValues().amount;
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} shadow="sm" data-testid="pledge-form">
      <form ref={formRef} noValidate onSubmit={submit}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t("recitation.pledgeTitle")}
          </Title>
          <PledgeAmountInput remaining={remaining} size="md" {...form.getInputProps("amount")} />
          <Group gap="xs">
            {/* Scaled to the target; "the rest" takes whatever is still free. */}
            {quickPledges(progress.target)
              .filter((pick) => pick <= remaining)
              .map((pick) => (
                <Button
                  key={pick}
                  variant={amount === pick ? "filled" : "default"}
                  size="compact-md"
                  onClick={() => form.setFieldValue("amount", pick)}
                >
                  {number(pick)}
                </Button>
              ))}
            <Button
              variant={amount === remaining ? "filled" : "default"}
              size="compact-md"
              onClick={() => form.setFieldValue("amount", remaining)}
            >
              {t("recitation.theRest", { count: remaining })}
            </Button>
          </Group>
          <ReaderFields form={form} signedIn={signedIn} holdSignedInSpace />
          <Checkbox
            label={t("together.remindMe", { days: khatm.reminderDays })}
            {...form.getInputProps("remind", { type: "checkbox" })}
          />
          <Button type="submit" size="md" fullWidth loading={pledge.isPending}>
            {t("recitation.pledgeButton", { amount: Number(amount) || 0 })}
          </Button>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        title={t("recitation.confirmPledgeTitle", { amount: Number(amount) || 0, remaining })}
        confirmLabel={t("recitation.pledgeButton", { amount: Number(amount) || 0 })}
        loading={pledge.isPending}
        onConfirm={() => send(form.getValues())}
        onClose={() => setConfirming(false)}
      >
        {t("recitation.confirmPledgeText")}
      </ConfirmDialog>
    </Paper>
  );
}
