import { createTranslator, type MessageKey } from "@khatm/i18n";
import catalogue from "@khatm/i18n/catalogues/en";

/**
 * English, at hand without loading: the words of an ApiException's `message` (logs, tests) and of fieldError's test
 * whether a message names its field. Answers go out in the requester's language (handleError).
 */
export const english = createTranslator("en", catalogue);

/** Whether `key` is a message of the catalogues ('validation.nameRequired'). */
export function isMessageKey(key: string): key is MessageKey {
  const [namespace = "", name = ""] = key.split(".");
  return Object.hasOwn(catalogue, namespace) && Object.hasOwn(catalogue[namespace as keyof typeof catalogue], name);
}
