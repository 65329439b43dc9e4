/**
 * The words a public khatm is found by, as rows of D1's `khatm_search_terms`: every prefix of every word of its name
 * and occasion, and of its access code, folded so that what a person types matches however the name was written.
 * A search then reads the rows of its words' terms (an index seek), never the khatms that do not match: D1 bills
 * every row a query reads, and a scan of 60,000 public khatms for a word nobody used cost as many rows.
 */

/** Longer prefixes add rows but hardly narrow a search; a longer word searched is cut to this length too. */
export const MAX_TERM_LENGTH = 20;

/**
 * Words and their letters, in any script: the browser's and the worker's word breaking (ICU) agree. Made on first
 * use: a word segmenter loads ICU's break rules and dictionaries, the largest part of the worker's start-up CPU when
 * it was made at start-up (bench/startup.ts), and only a search or a public khatm's index write needs one.
 */
let words: Intl.Segmenter | undefined;

/**
 * Case, accents and Arabic-script variants fold away: "Müslüman" is found by "muslu", "أحمد" by "احمد", Persian
 * "کریم" by Arabic "كريم". Harakat and the hamza carriers are combining marks after NFKD; tatweel only stretches.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\u0640/g, "")
    .replace(/[\u0649\u06cc]/g, "\u064a")
    .replace(/\u06a9/g, "\u0643");
}

/** The folded words of a text, each cut to MAX_TERM_LENGTH, without repeats, in order. */
export function searchWords(text: string): string[] {
  const found = new Set<string>();
  words ??= new Intl.Segmenter("und", { granularity: "word" });
  for (const segment of words.segment(text)) {
    if (!segment.isWordLike) continue;
    const word = [...foldText(segment.segment)].slice(0, MAX_TERM_LENGTH).join("");
    if (word) found.add(word);
  }
  return [...found];
}

/** Every term a khatm is found by: each prefix of each word of its name and occasion, and of its code. */
export function searchTermsOf(khatm: { name: string; occasion: string | null; accessCode: string }): string[] {
  const terms = new Set<string>();
  for (const word of searchWords(`${khatm.name}\n${khatm.occasion ?? ""}\n${khatm.accessCode}`)) {
    const letters = [...word];
    for (let length = 1; length <= letters.length; length++) terms.add(letters.slice(0, length).join(""));
  }
  return [...terms];
}
