import { JUZ_COUNT } from "@khatm/schema/rules";

/** The completion view's texts, in one place until they move into the message catalogues (issue 16). */
export const completionMessages = {
  title: "Alhamdulillah, this Khatm is complete",
  allRead: `All ${JUZ_COUNT} juz have been read.`,
  dates: (started: string, completed: string) => `Started ${started} · Completed ${completed}`,
  readers: (count: number) => (count === 1 ? "1 reader took part" : `${count} readers took part`),
  duaHeading: "Du'a on completing the Qur'an",
  share: "Share",
} as const;

const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * 'Mar 1, 2026'. In UTC and a fixed locale, so the worker's render of the page and the browser's first render agree
 * (and the join page ships no date library).
 */
export function completionDate(iso: string): string {
  return DATE.format(new Date(iso));
}
