import { asciiDigits } from "./digits";

/**
 * A khatm's list as WhatsApp groups keep it ("1. Ahmed ✅", "2. Fatima", "3. —"), read back into parts (issue 26).
 * Pure and tolerant: each line that names a part (or a range of parts) becomes rows; every other line that is not
 * blank is kept in `unread` with the reason, so the organizer sees what was skipped. It knows nothing of juz: the
 * caller gives the khatm's part count, so any division plugs in.
 */

export const PASTED_LIST_MAX_CHARS = 10_000;
export const PASTED_LIST_MAX_LINES = 1_000;
/** The reader name limits of the reservation forms (common.ts's LIMITS). */
const NAME_MIN = 2;
const NAME_MAX = 80;

export const UNREAD_REASONS = ["noPartNumber", "partOutOfRange", "listedTwice", "nameTooShort", "nameTooLong"] as const;
export type UnreadReason = (typeof UNREAD_REASONS)[number];

export interface ListedPart {
  number: number;
  /** Null: the list shows the part as available. */
  readerName: string | null;
  completed: boolean;
}

export interface UnreadLine {
  line: string;
  reason: UnreadReason;
}

export interface PastedList {
  rows: ListedPart[];
  unread: UnreadLine[];
}

/** The words a list may use besides digits and marks; the worker adds each locale's from its catalogue. */
export interface ListVocabulary {
  /** Words that may stand before (or, as in Turkish "5. Cüz", after) a part's number. */
  partWords: readonly string[];
  /** Words that mark a part as completed, alone or in brackets. */
  doneWords: readonly string[];
}

/** The words issue 26 names, in the languages Khatm's groups write in. */
export const BASE_LIST_VOCABULARY: ListVocabulary = {
  partWords: ["Juz", "Juz'", "Juzu", "Part", "Para", "Cüz", "Cuz", "Juzuk", "جزء", "الجزء", "پارہ", "پاره", "পারা"],
  doneWords: ["done", "selesai", "tamam", "تم"],
};

/** ✅ ✔ ☑ ✓ ✔️ ☑️ ✔︎ and the like: a completed part, wherever on its line. */
const DONE_MARKS = /[\u2705\u2714\u2611\u2713]\uFE0F?|\uFE0E/gu;
/** Direction marks and joiners that copying from a right-to-left chat leaves around the text. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
/** Keycap digits (1️⃣) and 🔟, which some lists number with. */
const KEYCAP = /(\d)\uFE0F?\u20E3/g;
/** Bullets, emojis and WhatsApp's bold/italic/strike marks before a line's number, and around a name. */
const LEADING_JUNK = /^(?:[\s*_~•·▪▫◦●○►▶➤→\-–—>\p{Extended_Pictographic}]|\uFE0F|\u200D)+/u;
const NAME_JUNK =
  /^(?:[\s*_~\p{Extended_Pictographic}]|\uFE0F|\u200D)+|(?:[\s*_~\p{Extended_Pictographic}]|\uFE0F|\u200D)+$/gu;
/** What may stand between the number and the name: . - – — : ) and the Urdu and Bengali full stops. */
const SEPARATOR = "[.\\-–—:)\\]\\u06D4\\u0964\\u060C,]";
/** The name the list writes for a part nobody holds: nothing, a dash, dots. */
const EMPTY_NAME = /^[\s\-–—_.…?]*$/;

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function alternatives(words: readonly string[]): string {
  return [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escaped)
    .join("|");
}

interface Matchers {
  line: RegExp;
  done: RegExp;
}

function matchersOf(vocabulary: ListVocabulary): Matchers {
  const part = alternatives(vocabulary.partWords);
  const word = `(?:${part})\\.?`;
  // [part word] N[-M] separator-or-space [part word] [separator] name
  const line = new RegExp(
    `^(?:${word}\\s*)?#?(\\d{1,5})(?:\\s*[-–—]\\s*(\\d{1,5}))?(?=${SEPARATOR}|\\s|$)${SEPARATOR}?\\s*(?:${word}(?=${SEPARATOR}|\\s|$))?\\s*${SEPARATOR}?\\s*(.*)$`,
    "iu",
  );
  const doneWords = alternatives(vocabulary.doneWords);
  // A completion word as a word of its own, bare or in brackets, at either end of the name.
  const done = new RegExp(`(?:^|\\s)[(\\[]?(?:${doneWords})[)\\]]?[.!]*(?=\\s|$)`, "iu");
  return { line, done };
}

/** A line with digits in ASCII, keycaps as digits and invisible marks gone. */
function cleaned(line: string): string {
  return asciiDigits(line.replace(INVISIBLE, "").replace(/\u{1F51F}/gu, "10 "))
    .replace(KEYCAP, "$1 ")
    .trim();
}

/** The name and whether it carries a completion word (its line's marks are already counted in `marked`). */
function readName(raw: string, done: RegExp, marked: boolean): { name: string; completed: boolean } {
  let name = raw.replace(NAME_JUNK, "");
  let completed = marked;
  for (let match = done.exec(name); match; match = done.exec(name)) {
    completed = true;
    name = (name.slice(0, match.index) + name.slice(match.index + match[0].length)).replace(NAME_JUNK, "");
  }
  return { name: name.replace(/\s+/g, " ").replace(/^[\s\-–—:.,]+|[\s\-–—:,]+$/g, ""), completed };
}

export interface PastedListOptions {
  /** How many parts the khatm has (30 juz today); numbers beyond it are unread. */
  partCount: number;
  vocabulary?: ListVocabulary;
}

/** Reads a pasted list; the first line naming a part wins, a later one is unread as listed twice. */
export function parsePastedList(text: string, { partCount, vocabulary = BASE_LIST_VOCABULARY }: PastedListOptions) {
  const matchers = matchersOf(vocabulary);
  const rows: ListedPart[] = [];
  const unread: UnreadLine[] = [];
  const seen = new Set<number>();
  for (const original of text.split(/\r\n|\r|\n|\u2028/)) {
    const plain = cleaned(original);
    if (!plain) continue;
    // A mark may stand anywhere, even before the number ("✅ 1. Ahmed").
    const unmarked = plain.replace(DONE_MARKS, " ");
    const row = readLine(unmarked.replace(LEADING_JUNK, ""), matchers, partCount, unmarked !== plain);
    const skip = (reason: UnreadReason) => unread.push({ line: original.trim(), reason });
    if ("reason" in row) {
      skip(row.reason);
      continue;
    }
    if (row.numbers.some((number) => seen.has(number))) {
      skip("listedTwice");
      continue;
    }
    for (const number of row.numbers) {
      seen.add(number);
      rows.push({ number, readerName: row.readerName, completed: row.completed });
    }
  }
  rows.sort((a, b) => a.number - b.number);
  return { rows, unread } satisfies PastedList;
}

type LineReading = { numbers: number[]; readerName: string | null; completed: boolean } | { reason: UnreadReason };

function readLine(line: string, { line: pattern, done }: Matchers, partCount: number, marked: boolean): LineReading {
  const match = pattern.exec(line);
  if (!match) return { reason: "noPartNumber" };
  const [, first = "", last, rest = ""] = match;
  const start = Number(first);
  const end = last === undefined ? start : Number(last);
  if (start < 1 || end < start || end > partCount) return { reason: "partOutOfRange" };
  // A date ("12.03.2024") or a time ("10:30 ...") is not a part: a name starts with no digit.
  if (/^\d/.test(rest.trim())) return { reason: "noPartNumber" };
  const { name, completed } = readName(rest, done, marked);
  const numbers = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  if (EMPTY_NAME.test(name)) return { numbers, readerName: null, completed: false };
  if ([...name].length < NAME_MIN) return { reason: "nameTooShort" };
  if ([...name].length > NAME_MAX) return { reason: "nameTooLong" };
  return { numbers, readerName: name, completed };
}

/** Whether the text is too long for an import: more than 10,000 characters or 1,000 lines. */
export function pastedListTooLong(text: string): "chars" | "lines" | null {
  if (text.length > PASTED_LIST_MAX_CHARS) return "chars";
  if (text.split(/\r\n|\r|\n|\u2028/).length > PASTED_LIST_MAX_LINES) return "lines";
  return null;
}
