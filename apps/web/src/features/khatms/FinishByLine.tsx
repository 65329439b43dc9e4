import { calendarDayText } from "@khatm/i18n";
import { countedParts } from "@khatm/juz-table";
import type { Khatm } from "@khatm/schema";
import { partDivisionOf } from "@khatm/schema/rules";
import { Text } from "@mantine/core";
import { useI18n } from "../i18n/i18n-context";

type FinishByKhatm = Pick<Khatm, "finishBy" | "pace" | "finishOutcome" | "division">;

/**
 * A khatm's finish-by date (issue 37) as its share, join and board pages show it: "Finish by March 20, 2026" and the
 * pace it asks ("10 days left · 2.5 juz a day"); once the date has come, "Finished on time" or what is left after it.
 * Nothing for a khatm without a date.
 */
export function FinishByLine({ khatm }: { khatm: FinishByKhatm }) {
  const i18n = useI18n();
  const { t } = i18n;
  const { finishBy, pace, finishOutcome } = khatm;
  if (!finishBy || !pace) return null;
  const date = t("finishBy.finishBy", { date: calendarDayText(i18n.locale, finishBy) });
  if (finishOutcome === "onTime") {
    return (
      <Text fw={600} c="teal" data-testid="finish-by">
        {t("finishBy.onTime")}
      </Text>
    );
  }
  // The pace is a plural of the khatm's parts ("1 page a day", "2.5 juz a day"), a counted recitation's in recitations.
  const counted = countedParts(i18n, partDivisionOf(khatm.division ?? "juz") ?? "recitation", pace.perDay);
  const detail =
    finishOutcome === "late"
      ? t("finishBy.late", { count: pace.partsLeft })
      : t("finishBy.pace", { days: pace.daysLeft, counted });
  return (
    <div data-testid="finish-by">
      <Text fw={600}>{date}</Text>
      <Text size="sm" c={finishOutcome === "late" ? "orange" : "dimmed"}>
        {detail}
      </Text>
    </div>
  );
}
