import { AVAILABLE_LOCALES } from "@khatm/i18n";
import { BASE_LIST_VOCABULARY, type ListVocabulary } from "@khatm/schema/rules";
import { loadCatalogue } from "../catalogues";

/** The words a pasted list is read with, and the names that stand for an anonymous reader. */
export interface ListWords extends ListVocabulary {
  /** 'Anonymous reader' in each language: Khatm's own list writes it for a reader who asked to be hidden. */
  anonymousNames: string[];
}

let words: Promise<ListWords> | undefined;

/** The labels of the divisions' parts that are a word and a number ("Hizb {number}"; a surah's is its name). */
const PART_LABELS = ["hizb", "quarter", "page"] as const;

/** A label's word: "Juz {number}" gives "Juz", "{number}. Cüz" gives "Cüz". */
const wordOf = (label: string) => label.replace("{number}", "").replace(/\./g, "").trim();

/**
 * The issue's words and each language's own from its catalogue: the juz ("Juz {number}", "{number}. Cüz", "পারা
 * {number}") and the other divisions' parts ("Hizb {number}", "Page {number}"), 'Completed' as a completion word and
 * 'Anonymous reader'. Built once per isolate.
 */
export function listWords(): Promise<ListWords> {
  words ??= Promise.all(AVAILABLE_LOCALES.map(loadCatalogue)).then((catalogues) => ({
    partWords: [
      ...BASE_LIST_VOCABULARY.partWords,
      ...catalogues.flatMap((catalogue) =>
        [catalogue.khatm.juz, ...PART_LABELS.map((label) => catalogue.parts[label])].map(wordOf),
      ),
    ],
    doneWords: [...BASE_LIST_VOCABULARY.doneWords, ...catalogues.map((catalogue) => catalogue.khatm.statusCompleted)],
    anonymousNames: catalogues.map((catalogue) => catalogue.together.anonymousReader),
  }));
  return words;
}
