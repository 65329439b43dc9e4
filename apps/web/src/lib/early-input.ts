/**
 * Text typed into a painted page before React adopted it (a slow phone, a quick thumb): hydration keeps what the
 * field shows, but the component's state still holds the painted value and would put it back on its next render. Each
 * such field is handed to React once, after hydration, as the visitor's own input: React's value tracker is set to
 * the painted value (the element's own setter), the field to the typed one (the prototype's, which the tracker does
 * not see), and an input event makes React read the difference and call the field's onChange. A field React has not
 * hydrated yet (inside a Suspense boundary it hydrates later) has no tracker to set: answers whether any such field
 * is left, for the caller to try again.
 */
export function adoptEarlyInput(root: HTMLElement): boolean {
  let waiting = false;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (field.type === "checkbox" || field.type === "radio" || field.value === field.defaultValue) continue;
    // React's own property on a node it has hydrated.
    if (!Object.keys(field).some((key) => key.startsWith("__reactProps"))) {
      waiting = true;
      continue;
    }
    const kind = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(kind.prototype, "value")?.set;
    if (!setValue) continue;
    const typed = field.value;
    field.value = field.defaultValue;
    setValue.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  return waiting;
}
