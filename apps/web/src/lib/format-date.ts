import { monthYearText, type Translator } from "@khatm/i18n";

type DateInput = string | number | Date | null | undefined;
type Dates = Pick<Translator, "locale" | "date" | "t">;

/** The spec's 'MMM d, yyyy' ('May 15, 2025' in English), through Intl so each locale writes its own. */
export const DAY: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric" };
/** The day and the time of day, for the juz details. */
export const DAY_AND_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: "numeric", minute: "2-digit" };

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date as the locale writes it (its month names and digits); the catalogue's 'N/A' when there is none. */
export function formatDate(i18n: Dates, value: DateInput, options: Intl.DateTimeFormatOptions = DAY): string {
  const date = toDate(value);
  return date ? i18n.date(date, options) : i18n.t("dashboard.notAvailable");
}

/**
 * Month and year of creation, as the khatm cards and the dashboard show it ('May 2025'), written without ICU (a painted
 * khatm's heading shows it while the page hydrates).
 */
export function formatMonthYear(i18n: Dates, value: DateInput): string {
  const date = toDate(value);
  return date ? monthYearText(i18n.locale, date) : i18n.t("dashboard.notAvailable");
}

const SECOND = 1000;
const YEAR = 365.25 * 86400 * SECOND;
/** Each unit is used up to the next one's threshold (as dayjs had them): 45 seconds, 45 minutes, 22 hours, 26 days, 11 months. */
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number, number]> = [
  ["second", SECOND, 45],
  ["minute", 60 * SECOND, 45],
  ["hour", 3600 * SECOND, 22],
  ["day", 86400 * SECOND, 26],
  ["month", 30.44 * 86400 * SECOND, 11],
];

/** 'x ago' for the past, 'in x' for the future, in the locale's words; `now` is injectable for tests. */
export function formatRelative(i18n: Dates, value: DateInput, now: string | number | Date = Date.now()): string {
  const date = toDate(value);
  if (!date) return i18n.t("dashboard.notAvailable");
  const elapsed = date.getTime() - new Date(now).getTime();
  const [unit, size] = UNITS.find(([, size, limit]) => Math.abs(elapsed) / size < limit) ?? ["year", YEAR];
  return new Intl.RelativeTimeFormat(i18n.locale, { numeric: "always" }).format(Math.round(elapsed / size), unit);
}
