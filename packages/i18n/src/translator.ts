import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { type Formatters, IntlMessageFormat } from "intl-messageformat";
import type { Catalogue, MessageKey, MessageValues } from "./catalogue";
import { type AvailableLocale, type Direction, directionOf, isAvailableLocale } from "./locales";
import { plainWholeNumber } from "./numerals";

export interface Translator {
  locale: AvailableLocale;
  dir: Direction;
  /** The message in this locale, its ICU arguments filled in (plurals through Intl.PluralRules). */
  t(key: MessageKey, values?: MessageValues): string;
  /** A number as the locale writes it (its digits and separators). */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A date as the locale writes it. */
  date(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
}

// Every message is made for one of our locales, which ICU supports (catalogues.test.ts): intl-messageformat need not
// ask it with `Intl.NumberFormat.supportedLocalesOf`, whose first call sets ICU's number formatting up (50-80 ms of a
// phone's CPU at 4x while a page hydrates, as a first NumberFormat does; numerals.ts).
const resolveLocale = IntlMessageFormat.resolveLocale;
IntlMessageFormat.resolveLocale = (locales) =>
  typeof locales === "string" && isAvailableLocale(locales) ? new Intl.Locale(locales) : resolveLocale(locales);

/** The value `cache` holds under `id`, made and kept on first use. */
function cached<T>(cache: Map<string, T>, id: string, make: () => T): T {
  let value = cache.get(id);
  if (value === undefined) {
    value = make();
    cache.set(id, value);
  }
  return value;
}

/** A translator over one locale's loaded catalogue. Formats are parsed once per message and kept. */
export function createTranslator(locale: AvailableLocale, catalogue: Catalogue): Translator {
  const formats = new Map<string, IntlMessageFormat>();
  // The web build's catalogues hold parsed messages (vite-plugin.ts); elsewhere they are ICU text.
  const messages = catalogue as unknown as Record<string, Record<string, string | MessageFormatElement[]>>;
  // Made on first use: a locale's first NumberFormat sets ICU's number formatting up (tens of milliseconds on a
  // phone), which a worker would otherwise pay at start-up and a page while it hydrates. The counts a page shows
  // (whole numbers below 1000, a year) are written without it (numerals.ts), in `number` and in messages alike.
  let numberFormat: Intl.NumberFormat | undefined;
  const plainNumber = (value: number) => {
    const plain = plainWholeNumber(locale, value);
    if (plain !== undefined) return plain;
    numberFormat ??= new Intl.NumberFormat(locale);
    return numberFormat.format(value);
  };
  // One set of formatters for every message (intl-messageformat's default is one set per message).
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const dateFormats = new Map<string, Intl.DateTimeFormat>();
  const pluralRules = new Map<string, Intl.PluralRules>();
  const dateFormat = (options?: Intl.DateTimeFormatOptions) =>
    cached(dateFormats, JSON.stringify(options ?? {}), () => new Intl.DateTimeFormat(locale, options));
  const formatters: Formatters = {
    getNumberFormat(_locales, options) {
      if (!options) return { format: plainNumber } as Intl.NumberFormat;
      // intl-messageformat's options are Intl's, but for its own `scale`, which it applies itself.
      const intlOptions = options as Intl.NumberFormatOptions;
      return cached(numberFormats, JSON.stringify(options), () => new Intl.NumberFormat(locale, intlOptions));
    },
    getDateTimeFormat: (_locales, options) => dateFormat(options),
    getPluralRules: (_locales, options) =>
      cached(pluralRules, options?.type ?? "cardinal", () => new Intl.PluralRules(locale, options)),
  };
  function text(key: MessageKey): string | MessageFormatElement[] {
    const dot = key.indexOf(".");
    const message = messages[key.slice(0, dot)]?.[key.slice(dot + 1)];
    // Only a catalogue that escaped the type check and the completeness test can miss a key: show the key, not a crash.
    return message ?? key;
  }
  return {
    locale,
    dir: directionOf(locale),
    t(key, values) {
      const message = text(key);
      // Most messages are plain text: no format for them (the same test as vite-plugin.ts's needsFormat).
      if (typeof message === "string" && !message.includes("{") && !message.includes("'")) return message;
      // Tags are not rich text here: a '<' in a message is a '<'.
      const format = cached(
        formats,
        key,
        () => new IntlMessageFormat(message, locale, undefined, { ignoreTag: true, formatters }),
      );
      return String(format.format(values));
    },
    number(value, options) {
      if (!options) return plainNumber(value);
      return plainWholeNumber(locale, value, options) ?? formatters.getNumberFormat(locale, options).format(value);
    },
    // One DateTimeFormat per set of options: each is costly to make, and a list shows a date on every row.
    date: (value, options) => dateFormat(options).format(new Date(value)),
  };
}
