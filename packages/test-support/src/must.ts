/**
 * The value, which the test expects to be there: fails right here, saying what was missing, instead of at a later
 * "cannot read properties of undefined".
 */
export function must<T>(value: T | null | undefined, what = "value"): T {
  if (value === null || value === undefined) throw new Error(`Expected a ${what}, got ${value}`);
  return value;
}
