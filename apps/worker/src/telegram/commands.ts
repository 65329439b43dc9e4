/**
 * The numbers a command names (issue 38): "5", "5 6 7", "9-10", "5,6", or any mix; null when anything else is
 * written or nothing is. The khatm's object checks them against its parts (400 for one out of range).
 */
export function partNumbersOf(args: string): number[] | null {
  const words = args.split(/[\s,]+/).filter(Boolean);
  if (!words.length) return null;
  const numbers: number[] = [];
  for (const word of words) {
    const range = /^(\d{1,4})(?:[-–](\d{1,4}))?$/.exec(word);
    if (!range) return null;
    const first = Number(range[1]);
    const last = range[2] === undefined ? first : Number(range[2]);
    if (last < first || last - first >= MAX_NUMBERS) return null;
    for (let number = first; number <= last; number++) numbers.push(number);
    if (numbers.length > MAX_NUMBERS) return null;
  }
  return [...new Set(numbers)];
}

/** More than the largest division's parts (604 pages) is no request anyone means. */
const MAX_NUMBERS = 604;

/** A khatm's 6-digit access code as a command's argument, or null. */
export function accessCodeOf(args: string): string | null {
  const code = args.trim();
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * The one number of /pledge 3 or /read 3, or null when anything else is written. Its range is the web's schemas'
 * (telegram-commands.ts validates it), so any whole number a JavaScript number holds exactly gets their answer.
 */
export function wholeNumberOf(args: string): number | null {
  const number = args.trim();
  return /^\d{1,15}$/.test(number) ? Number(number) : null;
}
