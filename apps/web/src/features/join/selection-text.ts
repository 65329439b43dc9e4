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
