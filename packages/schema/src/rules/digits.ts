/**
 * The first code point of each script's digits 0-9 that readers may type or paste (issue 16): Arabic-Indic (٠-٩),
 * Eastern Arabic-Indic as Persian and Urdu write them (۰-۹), and Bengali (০-৯).
 */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x09e6];
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u09e6-\u09ef]/g;

/** The text with those digits written as ASCII 0-9; everything else is left as it is. */
export function asciiDigits(text: string): string {
  return text.replace(OTHER_DIGITS, (digit) => {
    const point = digit.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((start) => point >= start && point <= start + 9) ?? point;
    return String(point - zero);
  });
}
