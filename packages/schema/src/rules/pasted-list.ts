import type { Catalogue } from "@khatm/i18n";
import { asciiDigits } from "./digits";
import { oneLine } from "./one-line";

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
  /** Words that mark a part as completed, alone or in brackets: each a single word (a name is read word by word). */
  doneWords: readonly string[];
}

/** The words issue 26 names, in the languages Khatm's groups write in. */
export const BASE_LIST_VOCABULARY: ListVocabulary = {
  partWords: ["Juz", "Juz'", "Juzu", "Part", "Para", "Cüz", "Cuz", "Juzuk", "جزء", "الجزء", "پارہ", "پاره", "পারা"],
  doneWords: ["done", "selesai", "tamam", "تم"],
};

/**
 * Every line break Unicode names: CR LF, LF, CR, NEL, the line and the paragraph separator. A list split on fewer
 * would keep a break inside a "line", which no pattern below expects.
 */
const LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/;

/** The labels of the divisions' parts that are a word and a number ("Hizb {number}"; a surah's is its name). */
const PART_LABELS = ["hizb", "quarter", "page"] as const;

/** A label's word: "Juz {number}" gives "Juz", "{number}. Cüz" gives "Cüz". */
const wordOf = (label: string) => label.replace("{number}", "").replaceAll(".", "").trim();

/**
 * The issue's words and each language's own from its catalogue: the juz ("Juz {number}", "{number}. Cüz", "পারা
 * {number}") and the other divisions' parts ("Hizb {number}", "Page {number}"), and 'Completed' as a completion word.
 */
export function listVocabularyOf(catalogues: readonly Pick<Catalogue, "khatm" | "parts">[]): ListVocabulary {
  return {
    partWords: [
      ...BASE_LIST_VOCABULARY.partWords,
      ...catalogues.flatMap(({ khatm, parts }) => [khatm.juz, ...PART_LABELS.map((label) => parts[label])].map(wordOf)),
    ],
    doneWords: [...BASE_LIST_VOCABULARY.doneWords, ...catalogues.map(({ khatm }) => khatm.statusCompleted)],
  };
}

/*
 * Every pattern here runs in time linear in its input (issue 40: one line pattern with four adjacent `\s*` pinned the
 * worker for 30 seconds on a 3,000-character list). None has two unbounded quantifiers over the same characters side
 * by side or nested, and none ends in `X+$` unanchored (quadratic on a long run of X that does not reach the end):
 * a line is read step by step (`readLine`), a name word by word, and ends are trimmed by a scan (`trimEnds`).
 * packages/schema/src/redos.test.ts checks each with recheck.
 */

/** ✅ ✔ ☑ ✓ ✔️ ☑️ ✔︎ and the like: a completed part, wherever on its line. */
const DONE_MARKS = /[\u2705\u2714\u2611\u2713]\uFE0F?|\uFE0E/gu;
/** Direction marks and joiners that copying from a right-to-left chat leaves around the text. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
/** Keycap digits (1️⃣) and 🔟, which some lists number with. */
const KEYCAP = /(\d)\uFE0F?\u20E3/g;
/** Bullets, emojis and WhatsApp's bold/italic/strike marks before a line's number (one character, for trimEnds). */
const LEADING_JUNK = /(?:[\s*_~•·▪▫◦●○►▶➤→\-–—>\p{Extended_Pictographic}]|\uFE0F|\u200D)/uy;
/** What may stand around a name: spaces, WhatsApp's marks, emojis (one character). */
const NAME_JUNK = /(?:[\s*_~\p{Extended_Pictographic}]|\uFE0F|\u200D)/uy;
/** What a name's start and end lose last: dashes, colons, commas, and dots before it (one character). */
const NAME_LEAD = /[\s\-–—:.,]/y;
const NAME_TAIL = /[\s\-–—:,]/y;
/** What may stand between the number and the name: . - – — : ) and the Urdu and Bengali full stops. */
const SEPARATOR = /^[.\-–—:)\]\u06D4\u0964\u060C,]/;
/** Where a number or a part word may end: a separator, a space or the line's end. */
const BOUNDARY = /^(?:[.\-–—:)\]\u06D4\u0964\u060C,]|\s|$)/;
const NUMBER = /^#?(\d{1,5})/;
const RANGE_END = /^\s*[-–—]\s*(\d{1,5})/;
const SPACES = /\s+/;
/** The name the list writes for a part nobody holds: nothing, a dash, dots. */
const EMPTY_NAME = /^[\s\-–—_.…?]*$/;
const LEADING_DIGIT = /^\d/;

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function alternatives(words: readonly string[]): string {
  return [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escaped)
    .join("|");
}

/** The patterns built from a vocabulary: a part word at the start of what is left, and a completion word. */
export interface ListPatterns {
  partWord: RegExp;
  /** One word of a name that is a completion word: bare or in brackets, maybe with "." or "!" after it. */
  done: RegExp;
}

export function listPatterns(vocabulary: ListVocabulary): ListPatterns {
  return {
    partWord: new RegExp(`^(?:${alternatives(vocabulary.partWords)})\\.?`, "iu"),
    // Matched against one word at a time, anchored at both ends: a search for it anywhere in the name, at each
    // space, is what recheck found superlinear.
    done: new RegExp(`^[(\\[]?(?:${alternatives(vocabulary.doneWords)})[)\\]]?[.!]*$`, "iu"),
  };
}

/**
 * `text` without the characters `junk` (or `tail` at the end) matches, one character at a time, at either end: a scan
 * where `^X+|X+$` would be quadratic. The patterns are sticky (`y`), tried at a position without copying the text.
 */
function trimEnds(text: string, junk: RegExp, tail = junk): string {
  let start = 0;
  let end = text.length;
  while (start < end) {
    junk.lastIndex = start;
    if (!junk.test(text)) break;
    start = junk.lastIndex;
  }
  while (end > start) {
    const low = text.charCodeAt(end - 1);
    const from = low >= 0xdc00 && low <= 0xdfff && end - 2 >= start ? end - 2 : end - 1;
    tail.lastIndex = from;
    if (!tail.test(text) || tail.lastIndex !== end) break;
    end = from;
  }
  return text.slice(start, end);
}

/** A line with digits in ASCII, keycaps as digits, invisible marks and controls gone (a name is one line: oneLine). */
function cleaned(line: string): string {
  return asciiDigits(oneLine(line.replace(INVISIBLE, "")).replaceAll("\u{1F51F}", "10 "))
    .replace(KEYCAP, "$1 ")
    .trim();
}

/** The name and whether it carries a completion word (its line's marks are already counted in `marked`). */
function readName(raw: string, done: RegExp, marked: boolean): { name: string; completed: boolean } {
  const words = trimEnds(raw, NAME_JUNK).split(SPACES);
  const kept: string[] = [];
  for (const word of words) if (!done.test(word)) kept.push(word);
  return {
    name: trimEnds(trimEnds(kept.join(" "), NAME_JUNK), NAME_LEAD, NAME_TAIL),
    completed: marked || kept.length < words.length,
  };
}

export interface PastedListOptions {
  /** How many parts the khatm has (30 juz today); numbers beyond it are unread. */
  partCount: number;
  vocabulary?: ListVocabulary;
}

/** Reads a pasted list; the first line naming a part wins, a later one is unread as listed twice. */
export function parsePastedList(text: string, { partCount, vocabulary = BASE_LIST_VOCABULARY }: PastedListOptions) {
  const patterns = listPatterns(vocabulary);
  const rows: ListedPart[] = [];
  const unread: UnreadLine[] = [];
  const seen = new Set<number>();
  for (const original of text.split(LINE_BREAK)) {
    const plain = cleaned(original);
    if (!plain) continue;
    // A mark may stand anywhere, even before the number ("✅ 1. Ahmed").
    const unmarked = plain.replace(DONE_MARKS, " ");
    const row = readLine(trimEnds(unmarked, LEADING_JUNK, NOTHING), patterns, partCount, unmarked !== plain);
    if ("reason" in row) {
      unread.push({ line: original.trim(), reason: row.reason });
      continue;
    }
    if (row.numbers.some((number) => seen.has(number))) {
      unread.push({ line: original.trim(), reason: "listedTwice" });
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

/** Matches no character: `trimEnds` with it trims one end only. */
const NOTHING = /(?!)/y;

type LineReading = { numbers: number[]; readerName: string | null; completed: boolean } | { reason: UnreadReason };

/** What is left after a part word at the start of `text`, if one stands there as a word of its own. */
function afterPartWord(text: string, partWord: RegExp): string {
  // Every part word starts with a letter (A or above); a digit, a mark or a space is none, without running the pattern.
  if (!(text.charCodeAt(0) >= 0x41)) return text;
  const word = partWord.exec(text);
  if (!word) return text;
  const rest = text.slice(word[0].length);
  return BOUNDARY.test(rest) ? rest : text;
}

/** What is left after a separator at the start of `text`, and the spaces after it. */
function afterSeparator(text: string): string {
  const separator = SEPARATOR.exec(text);
  return (separator ? text.slice(separator[0].length) : text).trimStart();
}

const NO_PART_NUMBER = { reason: "noPartNumber" } as const;

/**
 * One line, read from its start a step at a time: [part word] N[-M], then a separator or a space, [separator]
 * [part word] [separator], and the name. Each step is anchored where the last one ended, so nothing is tried twice.
 * (No closures: this runs on each of up to 1,000 lines.)
 */
function readLine(line: string, { partWord, done }: ListPatterns, partCount: number, marked: boolean): LineReading {
  let rest = afterPartWord(line, partWord).trimStart();
  const number = NUMBER.exec(rest);
  if (!number) return NO_PART_NUMBER;
  rest = rest.slice(number[0].length);
  const range = RANGE_END.exec(rest);
  const afterRange = range ? rest.slice(range[0].length) : rest;
  // "1-2x" is no range: the number 1, then a name.
  const last = range && BOUNDARY.test(afterRange) ? range[1] : undefined;
  if (last !== undefined) rest = afterRange;
  if (!BOUNDARY.test(rest)) return NO_PART_NUMBER;
  rest = afterSeparator(afterPartWord(afterSeparator(rest), partWord).trimStart());

  const start = Number(number[1]);
  const end = last === undefined ? start : Number(last);
  if (start < 1 || end < start || end > partCount) return { reason: "partOutOfRange" };
  // A date ("12.03.2024") or a time ("10:30 ...") is not a part: a name starts with no digit.
  if (LEADING_DIGIT.test(rest)) return NO_PART_NUMBER;
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
  if (text.split(LINE_BREAK).length > PASTED_LIST_MAX_LINES) return "lines";
  return null;
}
