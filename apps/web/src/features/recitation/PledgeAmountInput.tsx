import type { NumberInputProps } from "@mantine/core";
import { WholeNumberInput } from "../../components/WholeNumberInput";
import { wholeNumberIn } from "../../lib/form-rules";
import { useT } from "../i18n/i18n-context";

/** The pledge forms' amount rule: a whole number from 1 to what is still unpledged, else that range in words. */
export const pledgeAmountRule = (remaining: number) => wholeNumberIn(1, remaining);

/** How many to pledge: whole numbers from 1 to what remains (the form's own props, e.g. its input props, on top). */
export function PledgeAmountInput({ remaining, ...props }: { remaining: number } & NumberInputProps) {
  const t = useT();
  return <WholeNumberInput label={t("recitation.amountLabel")} min={1} max={remaining} thousandSeparator {...props} />;
}
