import { NumberInput, type NumberInputHandlers, type NumberInputProps, UnstyledButton } from "@mantine/core";
import { IconMinus, IconPlus } from "@tabler/icons-react";
import { useRef } from "react";
import { useT } from "../features/i18n/i18n-context";
import classes from "./WholeNumberInput.module.css";

interface WholeNumberInputProps extends Omit<NumberInputProps, "min" | "max" | "clampBehavior"> {
  min: number;
  max: number;
}

/** A stepper's width: a thumb's 44 px (issue 39), where Mantine's own up/down controls are 24 x 17. */
const STEPPER_WIDTH = "2.75rem";

/**
 * A field for a whole number from `min` to `max` that never changes what the person typed: a number out of range
 * stays as typed and the form's rule (`wholeNumberIn`) says the range beside it. Mantine's default clamps on blur,
 * which turned a target of 99,999,999 into 1,000,000 without a word. Its steppers are − and + at either end, each a
 * thumb wide; `hideControls` leaves them out where the caller has its own (a pledge's "+1").
 */
export function WholeNumberInput({ min, max, hideControls = false, ...props }: WholeNumberInputProps) {
  const t = useT();
  const handlers = useRef<NumberInputHandlers>(undefined);
  // Out of the tab order, as Mantine's controls are: the keyboard steps with the arrow keys.
  const stepper = (step: "decrement" | "increment") => (
    <UnstyledButton
      className={classes.stepper}
      tabIndex={-1}
      aria-label={t(step === "increment" ? "forms.increase" : "forms.decrease")}
      onClick={() => handlers.current?.[step]()}
    >
      {step === "increment" ? <IconPlus size={18} aria-hidden /> : <IconMinus size={18} aria-hidden />}
    </UnstyledButton>
  );
  const steppers = hideControls
    ? {}
    : {
        leftSection: stepper("decrement"),
        rightSection: stepper("increment"),
        leftSectionWidth: STEPPER_WIDTH,
        rightSectionWidth: STEPPER_WIDTH,
        leftSectionPointerEvents: "all" as const,
        rightSectionPointerEvents: "all" as const,
      };
  return (
    <NumberInput
      min={min}
      max={max}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      inputMode="numeric"
      hideControls
      handlersRef={handlers}
      {...steppers}
      {...props}
    />
  );
}
