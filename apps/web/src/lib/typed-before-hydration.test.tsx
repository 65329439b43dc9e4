import { Checkbox, MantineProvider, NativeSelect, NumberInput, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { act } from "@testing-library/react";
import { useRef } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { theme } from "../theme";
import { useTypedBeforeHydration } from "./typed-before-hydration";

interface Values {
  name: string;
  count: number;
  remind: boolean;
  language: string;
  code: string;
}

const painted: Values = { name: "", count: 1, remind: false, language: "en", code: "" };

/** A painted form like the app's: Mantine fields bound through getInputProps; what it submits is recorded. */
function PaintedForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({ initialValues: painted });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, formRef, { code: (typed) => typed.replaceAll(/\D/g, "") });
  return (
    <form ref={formRef} onSubmit={form.onSubmit(onSubmit)}>
      <TextInput label="Name" {...form.getInputProps("name")} />
      <NumberInput label="Count" {...form.getInputProps("count")} />
      <Checkbox label="Remind" {...form.getInputProps("remind", { type: "checkbox" })} />
      <NativeSelect label="Language" data={["en", "ar"]} {...form.getInputProps("language")} />
      <TextInput label="Code" {...form.getInputProps("code")} />
      <button type="submit">Send</button>
    </form>
  );
}

const tree = (onSubmit: (values: Values) => void) => (
  <MantineProvider theme={theme}>
    <PaintedForm onSubmit={onSubmit} />
  </MantineProvider>
);

const field = <T extends HTMLElement>(container: HTMLElement, path: keyof Values) =>
  container.querySelector(`[data-path="${path}"]`) as T;

let container: HTMLElement;
afterEach(() => container?.remove());

/** Paints the form as the worker does, lets `enter` change its fields, then hydrates it; answers what it submits. */
async function hydrateAfter(enter: (container: HTMLElement) => void): Promise<Values> {
  container = document.createElement("div");
  document.body.append(container);
  let submitted: Values | undefined;
  container.innerHTML = renderToString(tree(() => {}));
  enter(container);
  await act(async () => {
    hydrateRoot(
      container,
      tree((values) => {
        submitted = values;
      }),
    );
  });
  await act(async () => field<HTMLButtonElement>(container, "name").form?.requestSubmit());
  if (!submitted) throw new Error("the form did not submit");
  return submitted;
}

describe("useTypedBeforeHydration", () => {
  it("hands what was typed, ticked and chosen before hydration to the form, and the fields keep it", async () => {
    const values = await hydrateAfter((painted) => {
      field<HTMLInputElement>(painted, "name").value = "Amina";
      field<HTMLInputElement>(painted, "count").value = "1,200";
      field<HTMLInputElement>(painted, "remind").checked = true;
      field<HTMLSelectElement>(painted, "language").value = "ar";
      field<HTMLInputElement>(painted, "code").value = "12 34 56";
    });
    expect(values).toEqual({ name: "Amina", count: 1200, remind: true, language: "ar", code: "123456" });
    expect(field<HTMLInputElement>(container, "name").value).toBe("Amina");
    expect(field<HTMLSelectElement>(container, "language").value).toBe("ar");
  });

  it("leaves an untouched form as it was painted", async () => {
    expect(await hydrateAfter(() => {})).toEqual(painted);
  });
});
