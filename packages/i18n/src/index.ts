export type { Catalogue, MessageKey, MessageValues, Namespace, NamespaceOf } from "./catalogue";
export {
  describeJuzNumbers,
  describePartNumbers,
  joinWithAnd,
  juzListText,
  type PartKind,
  partListText,
} from "./juz-lists";
export {
  AVAILABLE_LOCALES,
  type AvailableLocale,
  DEFAULT_LOCALE,
  type Direction,
  directionOf,
  isAvailableLocale,
  LOCALES,
  type Locale,
} from "./locales";
export { calendarDayText, monthYearText } from "./month-year";
export { acceptLanguageTags, firstAvailable, localeFromAcceptLanguage, pickLocale, statedLocale } from "./negotiate";
export { plainWholeNumber } from "./numerals";
export { renderText, type Text, type TextValue, text } from "./text";
export { createTranslator, type Translator } from "./translator";
