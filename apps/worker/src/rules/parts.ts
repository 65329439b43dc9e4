import type { Translator } from "@khatm/i18n";
import { partByNumber, partLabel } from "@khatm/juz-table";
import type { Juz, Khatm, Part } from "@khatm/schema";
import { partDivisionOf } from "@khatm/schema/rules";

/**
 * A khatm's parts as GET /api/khatms/{id}/parts answers them: each juz answer as /juzs shows it to this viewer (the
 * same privacy), with the part's name in the requester's language and its first and last ayah.
 */
export function presentParts(khatm: Pick<Khatm, "division">, juzs: readonly Juz[], i18n: Translator): Part[] {
  // A counted recitation has no parts.
  const division = partDivisionOf(khatm.division ?? "juz");
  if (!division) return [];
  return juzs.map((juz) => {
    const { start, end } = partByNumber(division, juz.number);
    return { ...juz, label: partLabel(i18n, division, juz.number), start, end };
  });
}
