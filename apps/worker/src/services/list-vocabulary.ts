import { AVAILABLE_LOCALES } from "@khatm/i18n";
import { type ListVocabulary, listVocabularyOf } from "@khatm/schema/rules";
import { loadCatalogue } from "../catalogues";

/** The words a pasted list is read with, and the names that stand for an anonymous reader. */
export interface ListWords extends ListVocabulary {
  /** 'Anonymous reader' in each language: Khatm's own list writes it for a reader who asked to be hidden. */
  anonymousNames: string[];
}

let words: Promise<ListWords> | undefined;

/**
 * Every language's words for parts and completion (listVocabularyOf) and 'Anonymous reader'. Built once per isolate.
 */
export function listWords(): Promise<ListWords> {
  words ??= Promise.all(AVAILABLE_LOCALES.map(loadCatalogue)).then((catalogues) => ({
    ...listVocabularyOf(catalogues),
    anonymousNames: catalogues.map((catalogue) => catalogue.together.anonymousReader),
  }));
  return words;
}
