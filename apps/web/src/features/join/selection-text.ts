import type { Translator } from "@khatm/i18n";
import { countedParts, partLabel } from "@khatm/juz-table";
import type { Division } from "@khatm/schema/rules";
import { t } from "../../lib/i18n";

/**
 * The heading of the reservation form (spec: 'You selected Juz N - and M others'), with the singular for one other
 * juz and no tail for a single one.
 */
export function selectionSummary(
  numbers: readonly number[],
  labelOf?: (first: number) => string | null,
  division: Division = "juz",
): string {
  if (numbers.length === 0) {
    return division === "juz" ? t("join.noJuzSelectedTitle") : t("parts.noneSelected", { division });
  }
  const first = Math.min(...numbers);
  const others = numbers.length - 1;
  // A khatm divided otherwise names its first part in its words ("Page 300") where the spec's says "Juz N".
  const label = labelOf?.(first);
  if (label) return others === 0 ? label : `${label} ${t("parts.plusOthers", { others })}`;
  return others === 0 ? t("join.selectedOne", { first }) : t("join.selectedMany", { first, others });
}

/**
 * The reservation's button: the spec's 'Reserve Juz' / 'Reserve 3 Juz', or the division's 'Reserve Page 22' /
 * 'Reserve 3 pages', the count in the reader's grammar ("احجز ٣ صفحات").
 */
export function reserveLabel(i18n: Translator, numbers: readonly number[], division: Division = "juz"): string {
  if (division === "juz") return i18n.t("join.reserveButton", { count: numbers.length });
  const parts =
    numbers.length === 1 ? partLabel(i18n, division, numbers[0] ?? 1) : countedParts(i18n, division, numbers.length);
  return i18n.t("parts.reserveButton", { parts });
}
