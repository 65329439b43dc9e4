type Field = HTMLInputElement | HTMLTextAreaElement;

/** What was last typed into each painted field React had not hydrated yet (noteEarlyInput). */
const typedEarly = new WeakMap<Field, string>();

/** React's own property on a node it has hydrated. */
const hydratedByReact = (field: Field) => Object.keys(field).some((key) => key.startsWith("__reactProps"));

const isTextField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && target.type !== "checkbox" && target.type !== "radio") ||
  target instanceof HTMLTextAreaElement;

/**
 * Notes what the visitor types into the painted page's fields until React has hydrated them (main.tsx, before
 * hydrateRoot). A field hydrates with the painted value in its component's state, and the component's next render
 * (Mantine sets its ids in an effect) puts that value back into the field: without this note the typed text would
 * be gone before adoptEarlyInput could hand it over.
 */
export function noteEarlyInput(root: HTMLElement): void {
  root.addEventListener(
    "input",
    (event) => {
      if (isTextField(event.target) && !hydratedByReact(event.target)) typedEarly.set(event.target, event.target.value);
    },
    true,
  );
}

/**
 * Text typed into a painted page before React adopted it (a slow phone, a quick thumb) is handed to React once the
 * field is hydrated, as the visitor's own input: React's value tracker is set to the painted value (the element's
 * own setter), the field to the typed one (the prototype's, which the tracker does not see), and an input event
 * makes React read the difference and call the field's onChange. A field React has not hydrated yet (inside a
 * Suspense boundary it hydrates later: a route's page, components/HydrateApart.tsx) has no tracker to set and may
 * still be typed into: answers whether any such field is left, for the caller to try again.
 */
export function adoptEarlyInput(root: HTMLElement): boolean {
  let waiting = false;
  for (const field of root.querySelectorAll<Field>("input, textarea")) {
    if (!isTextField(field)) continue;
    // Until React has it, text may still be typed into it (noteEarlyInput keeps it).
    if (!hydratedByReact(field)) {
      if (field.value !== field.defaultValue) typedEarly.set(field, field.value);
      waiting = true;
      continue;
    }
    const typed = field.value !== field.defaultValue ? field.value : typedEarly.get(field);
    typedEarly.delete(field);
    if (typed === undefined || typed === field.defaultValue) continue;
    const kind = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(kind.prototype, "value")?.set;
    if (!setValue) continue;
    field.value = field.defaultValue;
    setValue.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  return waiting;
}
