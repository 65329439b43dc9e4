/** A khatm is the whole Qur'an: its 30 juz. */
export const JUZ_COUNT = 30;

/** The numbers a request selected and the field it named them in, or null when it named none. */
export function selectedParts(body: { juzNumbers?: number[]; partNumbers?: number[] }): PartNumbers | null {
  if (body.partNumbers) return { numbers: body.partNumbers, field: "partNumbers" };
  if (body.juzNumbers) return { numbers: body.juzNumbers, field: "juzNumbers" };
  return null;
}

export interface PartNumbers {
  numbers: number[];
  /** The request's field, which a 400 about a number names ("partNumbers.3"). */
  field: "juzNumbers" | "partNumbers";
}
