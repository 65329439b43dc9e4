type TextField = HTMLInputElement | HTMLTextAreaElement;
type Field = TextField | HTMLSelectElement;

/** What was last typed or chosen in each painted field React had not hydrated yet (noteEarlyInput). */
const enteredEarly = new WeakMap<Field, string>();

/**
 * Whether React has committed the page's first render (app.tsx's EarlyInput, a layout effect). React puts its own
 * property on a node as it renders it for hydration, before it commits that render: input in between may reach no
 * handler (the render can still be thrown away and started again), so until the commit it is noted all the same.
 */
let committed = false;

/** React's own property on a node it has hydrated, once its first render is committed. */
const hydratedByReact = (field: Field) => committed && Object.keys(field).some((key) => key.startsWith("__reactProps"));

const isField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && target.type !== "checkbox" && target.type !== "radio") ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/** The value the worker painted the field with. */
function paintedValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? "";
}

/**
 * Notes what the visitor types or chooses in the painted page's fields until React has hydrated them (main.tsx,
 * before hydrateRoot). A field hydrates with the painted value in its component's state, and the component's next
 * render (Mantine sets its ids in an effect; React sets a select's value) puts that value back into the field:
 * without this note the visitor's entry would be gone before adoptEarlyInput could hand it over.
 */
export function noteEarlyInput(root: HTMLElement): void {
  // What was entered before this script ran.
  for (const field of root.querySelectorAll<Field>("input, textarea, select")) {
    if (isField(field) && field.value !== paintedValue(field)) enteredEarly.set(field, field.value);
  }
  root.addEventListener(
    "input",
    (event) => {
      if (isField(event.target) && !hydratedByReact(event.target)) enteredEarly.set(event.target, event.target.value);
    },
    true,
  );
}

/**
 * Text typed into a painted page before React adopted it (a slow phone, a quick thumb), or an option chosen, is
 * handed to React once the field is hydrated, as the visitor's own input. A text field: React's value tracker is set
 * to the painted value (the element's own setter), the field to the typed one (the prototype's, which the tracker
 * does not see), and an input event makes React read the difference and call the field's onChange. A select: its
 * value set and a change event, which React reads. A field React has not hydrated yet (inside a Suspense boundary it
 * hydrates later: a route's page, components/HydrateApart.tsx) cannot take it and may still be typed into: answers
 * whether any such field is left, for the caller to try again.
 */
export function adoptEarlyInput(root: HTMLElement): boolean {
  committed = true;
  let waiting = false;
  for (const field of root.querySelectorAll<Field>("input, textarea, select")) {
    if (!isField(field)) continue;
    const painted = paintedValue(field);
    if (!hydratedByReact(field)) {
      if (field.value !== painted) enteredEarly.set(field, field.value);
      waiting = true;
      continue;
    }
    // Only what the visitor entered: a hydrated field's value may since have been set by the app itself.
    const entered = enteredEarly.get(field);
    enteredEarly.delete(field);
    if (entered === undefined || entered === painted) continue;
    if (field instanceof HTMLSelectElement) {
      field.value = entered;
      field.dispatchEvent(new Event("change", { bubbles: true }));
      continue;
    }
    handOver(field, painted, entered);
  }
  return waiting;
}

function handOver(field: TextField, painted: string, typed: string): void {
  const kind = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  const setValue = Object.getOwnPropertyDescriptor(kind.prototype, "value")?.set;
  if (!setValue) return;
  field.value = painted;
  setValue.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
