import { type MessageKey, text } from "@khatm/i18n";
import { type Division, type KhatmDivision, partCountOf, partDivisionOf } from "@khatm/schema/rules";
import { ApiException, fieldError } from "../errors";

/** A juz khatm words these as the spec's juz; other divisions as parts. */
const MESSAGES: Record<"juz" | "other", { number: MessageKey; tooMany: MessageKey }> = {
  juz: { number: "validation.juzNumber", tooMany: "validation.tooManyJuz" },
  other: { number: "validation.partNumber", tooMany: "validation.tooManyParts" },
};

/**
 * The part numbers of a request against the khatm's division (the schema checked only what needs no khatm): at most
 * as many as the khatm has parts, each a whole number from 1 to that count. A 400 naming the field, before any change.
 */
export function checkPartNumbers(division: Division, numbers: readonly number[], field: string): void {
  const max = partCountOf(division);
  const messages = MESSAGES[division === "juz" ? "juz" : "other"];
  if (numbers.length > max) throw fieldError(field, text(messages.tooMany, { max }));
  const wrong = numbers.findIndex((number) => !Number.isInteger(number) || number < 1 || number > max);
  if (wrong >= 0) throw fieldError(`${field}.${wrong}`, text(messages.number, { max }));
}

/** The division of a khatm of parts; 409 for a counted recitation, which has none to reserve, import or name. */
export function requirePartDivision(division: KhatmDivision): Division {
  const parts = partDivisionOf(division);
  if (!parts) throw new ApiException("CONFLICT", text("recitation.noParts"));
  return parts;
}

/** What a part event of the feed says of its division: nothing for juz (the spec's events), else the division. */
export function partEventDivision(division: KhatmDivision): { division?: Exclude<Division, "juz"> } {
  const parts = partDivisionOf(division);
  return parts === null || parts === "juz" ? {} : { division: parts };
}
