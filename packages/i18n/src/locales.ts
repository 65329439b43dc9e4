/** Every locale Khatm is being translated into, in the order the language menu lists them. */
// `name`: the language's own name in its own script, for the language menu; `og`: Open Graph's locale for previews.
export const LOCALES = {
  en: { name: "English", dir: "ltr", og: "en_US" },
  ar: { name: "العربية", dir: "rtl", og: "ar_AR" },
  ur: { name: "اردو", dir: "rtl", og: "ur_PK" },
  id: { name: "Bahasa Indonesia", dir: "ltr", og: "id_ID" },
  ms: { name: "Bahasa Melayu", dir: "ltr", og: "ms_MY" },
  tr: { name: "Türkçe", dir: "ltr", og: "tr_TR" },
  fr: { name: "Français", dir: "ltr", og: "fr_FR" },
  bn: { name: "বাংলা", dir: "ltr", og: "bn_BD" },
} as const satisfies Record<string, { name: string; dir: "ltr" | "rtl"; og: string }>;

export type Locale = keyof typeof LOCALES;
export type Direction = (typeof LOCALES)[Locale]["dir"];

export const DEFAULT_LOCALE = "en" satisfies Locale;

/**
 * The locales whose catalogue exists (a folder of catalogues/): only these are offered or negotiated.
 * A translator adds theirs here once its catalogue is complete.
 */
export const AVAILABLE_LOCALES = ["en", "ar", "ur", "id", "ms", "tr", "fr", "bn"] as const satisfies readonly Locale[];
export type AvailableLocale = (typeof AVAILABLE_LOCALES)[number];

export function isAvailableLocale(value: unknown): value is AvailableLocale {
  return typeof value === "string" && (AVAILABLE_LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): Direction {
  return LOCALES[locale].dir;
}
