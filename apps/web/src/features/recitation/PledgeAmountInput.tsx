import { NumberInput, type NumberInputProps } from "@mantine/core";
import { t } from "../../lib/i18n";
import { useT } from "../i18n/i18n-context";

/** The pledge forms' amount rule: a whole number from 1 to what is still unpledged, else how many remain. */
export function pledgeAmountRule(remaining: number) {
  return (value: number | string) =>
    typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= remaining
      ? null
      : t("recitation.onlyRemain", { remaining });
}

/** How many to pledge: whole numbers from 1 to what remains (the form's own props, e.g. its input props, on top). */
export function PledgeAmountInput({ remaining, ...props }: { remaining: number } & NumberInputProps) {
  const t = useT();
  return (
    <NumberInput
      label={t("recitation.amountLabel")}
      min={1}
      max={remaining}
      allowDecimal={false}
      allowNegative={false}
      {...props}
    />
  );
}
