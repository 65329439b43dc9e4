import type { UseFormReturnType } from "@mantine/form";
import { type RefObject, useLayoutEffect } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor left in a painted field, as the form's value of the same type; undefined when it is the form's. */
function enteredValue(field: Field, current: unknown): unknown {
  if (field instanceof HTMLInputElement && field.type === "checkbox") {
    return typeof current === "boolean" && field.checked !== current ? field.checked : undefined;
  }
  if (field instanceof HTMLInputElement && field.type === "radio") {
    return field.checked && field.value !== current ? field.value : undefined;
  }
  if (typeof current === "number") {
    // A number field shows its value formatted (grouping separators); the form holds the number.
    const typed = Number(field.value.replaceAll(/[\s,\u066c\u00a0]/g, ""));
    return field.value !== "" && Number.isFinite(typed) && typed !== current ? typed : undefined;
  }
  return typeof current === "string" && field.value !== current ? field.value : undefined;
}

/**
 * Keeps what the visitor typed, ticked or chose in a painted form before the app hydrated it (a slow phone, a quick
 * thumb). React hydrates a field without touching what is in it, while the form's state still holds the painted
 * value, which the field's next render would put back. Once, as the form's first render is committed (a layout
 * effect: before any later render), each field the form knows by its `data-path` (Mantine's `getInputProps`) that
 * holds something else hands it to the form's own state. On a page rendered in the browser the fields hold the form's
 * values and nothing changes. `normalize` applies a field's own input rule (e.g. digits only) to what was typed.
 */
// biome-ignore lint/suspicious/noExplicitAny: any form's values; each field's value is read by its own path
export function useTypedBeforeHydration<Values extends Record<string, any>>(
  form: UseFormReturnType<Values>,
  formRef: RefObject<HTMLFormElement | null>,
  normalize: Partial<Record<keyof Values & string, (typed: string) => string>> = {},
): void {
  // Only the first commit: later, the fields' own change handlers keep the form up to date.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the painted form is adopted
  useLayoutEffect(() => {
    const fields = formRef.current?.querySelectorAll<Field>("input[data-path], textarea[data-path], select[data-path]");
    const values = form.getValues();
    for (const field of fields ?? []) {
      const path = field.dataset.path as keyof Values & string;
      const entered = enteredValue(field, values[path]);
      if (entered === undefined) continue;
      const rule = normalize[path];
      form.setFieldValue(path, (typeof entered === "string" && rule ? rule(entered) : entered) as never);
    }
  }, []);
}
