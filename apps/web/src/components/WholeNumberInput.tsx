import { NumberInput, type NumberInputProps } from "@mantine/core";

interface WholeNumberInputProps extends Omit<NumberInputProps, "min" | "max" | "clampBehavior"> {
  min: number;
  max: number;
}

/**
 * A field for a whole number from `min` to `max` that never changes what the person typed: a number out of range
 * stays as typed and the form's rule (`wholeNumberIn`) says the range beside it. Mantine's default clamps on blur,
 * which turned a target of 99,999,999 into 1,000,000 without a word.
 */
export function WholeNumberInput({ min, max, ...props }: WholeNumberInputProps) {
  return (
    <NumberInput
      min={min}
      max={max}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      inputMode="numeric"
      {...props}
    />
  );
}
