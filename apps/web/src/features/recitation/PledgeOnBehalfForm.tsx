import type { Khatm } from "@khatm/schema";
import { countProgressOf, unpledgedOf } from "@khatm/schema/rules";
import { Button, NumberInput, Paper, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { optionalEmail, readerName } from "../../lib/form-rules";
import { useT } from "../i18n/i18n-context";
import { usePledgeOnBehalf } from "./queries";

/** The creator's pledge for a reader (who may have no e-mail), as reserve-on-behalf is for juz. */
export function PledgeOnBehalfForm({ khatm }: { khatm: Pick<Khatm, "id" | "stats" | "creatorEmail"> }) {
  const t = useT();
  const remaining = unpledgedOf(countProgressOf(khatm.stats));
  const pledge = usePledgeOnBehalf(khatm.id);
  const form = useForm({
    initialValues: { amount: 1 as number | string, readerName: "", readerEmail: "" },
    validate: {
      amount: (value) =>
        typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= remaining
          ? null
          : t("recitation.onlyRemain", { remaining }),
      readerName,
      readerEmail: optionalEmail,
    },
  });
  if (remaining === 0 || !khatm.creatorEmail) return null;
  const creatorEmail = khatm.creatorEmail;
  const submit = form.onSubmit((values) =>
    pledge.mutate(
      {
        amount: Number(values.amount),
        readerName: values.readerName.trim(),
        readerEmail: values.readerEmail.trim() || undefined,
        creatorEmail,
      },
      { onSuccess: () => form.reset() },
    ),
  );
  return (
    <Paper withBorder p="md" data-testid="pledge-on-behalf">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t("recitation.onBehalfTitle")}
          </Title>
          <NumberInput
            label={t("recitation.amountLabel")}
            min={1}
            max={remaining}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("amount")}
          />
          <TextInput label={t("dashboard.readerName")} withAsterisk {...form.getInputProps("readerName")} />
          <TextInput label={t("dashboard.readerEmail")} type="email" {...form.getInputProps("readerEmail")} />
          <Button type="submit" loading={pledge.isPending}>
            {t("recitation.onBehalfButton")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
