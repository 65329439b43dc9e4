import { AVAILABLE_LOCALES } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import { BASE_LIST_VOCABULARY, type ListVocabulary } from "@khatm/schema/rules";

/** The words a pasted list is read with, and the names that stand for an anonymous reader. */
export interface ListWords extends ListVocabulary {
  /** 'Anonymous reader' in each language: Khatm's own list writes it for a reader who asked to be hidden. */
  anonymousNames: string[];
}

let words: Promise<ListWords> | undefined;

/**
 * The words and each language's own from its catalogue: the juz ("Juz {number}", "{number}. Cüz", "পারা
 * {number}"), 'Completed' as a completion word and 'Anonymous reader'. Built once per isolate.
 */
export function listWords(): Promise<ListWords> {
  words ??= Promise.all(AVAILABLE_LOCALES.map(loadCatalogue)).then((catalogues) => ({
    partWords: [
      ...BASE_LIST_VOCABULARY.partWords,
      ...catalogues.map((catalogue) => catalogue.khatm.juz.replace("{number}", "").replace(/\./g, "").trim()),
    ],
    doneWords: [...BASE_LIST_VOCABULARY.doneWords, ...catalogues.map((catalogue) => catalogue.khatm.statusCompleted)],
    anonymousNames: catalogues.map((catalogue) => catalogue.together.anonymousReader),
  }));
  return words;
}
