import type { Translator } from "@khatm/i18n";

/**
 * A completion view's date ('Mar 1, 2026' in English), in UTC so the worker's render of the page and the browser's
 * first render agree.
 */
export function completionDate(i18n: Translator, iso: string): string {
  return i18n.date(iso, { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}
