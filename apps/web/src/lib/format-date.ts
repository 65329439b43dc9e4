import dayjs from "dayjs";
import relativeTime from "dayjs/plugin/relativeTime";

// Apart from format.ts so pages without dates (the join page) do not ship dayjs.
dayjs.extend(relativeTime);

type DateInput = string | number | Date | null | undefined;

/** The spec's 'MMM d, yyyy' (date-fns notation) in dayjs tokens; 'N/A' when there is no date. */
export function formatDate(value: DateInput, format = "MMM D, YYYY"): string {
  if (value === null || value === undefined || value === "") return "N/A";
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : "N/A";
}

/** Month and year of creation, as the khatm cards and the dashboard show it ('May 2025'). */
export function formatMonthYear(value: DateInput): string {
  return formatDate(value, "MMMM YYYY");
}

/** 'x ago' for the past, 'in x' for the future; `now` is injectable for tests. */
export function formatRelative(value: DateInput, now: string | number | Date = Date.now()): string {
  if (value === null || value === undefined || value === "") return "N/A";
  const date = dayjs(value);
  return date.isValid() ? date.from(now) : "N/A";
}
