import type { Division } from "./division";

/**
 * "Read Juz N": the address of a juz in an online mushaf, from the deployment's template (MUSHAF_JUZ_URL, e.g.
 * "https://quran.com/{locale}/juz/{juz}") and the languages that site offers (MUSHAF_LOCALES, its default first).
 */
export interface MushafConfig {
  juzUrl: string;
  locales: readonly string[];
}

/** The juz's address in the first of `languages` (BCP 47 tags, best first) the site offers, else in its default. */
export function mushafJuzUrl(config: MushafConfig, juz: number, languages: readonly string[] = []): string {
  const offered = (tag: string) => config.locales.find((locale) => locale.toLowerCase() === tag.toLowerCase());
  const match = languages.map((tag) => offered(tag) ?? offered(tag.split("-")[0] ?? "")).find(Boolean);
  const locale = match ?? config.locales[0] ?? "";
  return config.juzUrl.replaceAll("{juz}", String(juz)).replaceAll("{locale}", encodeURIComponent(locale));
}

/** Where a part of a khatm is: its division, its number, its first ayah and the juz it starts in. */
export interface PartPlace {
  division: Division;
  number: number;
  start: { surah: number; ayah: number };
  juz: number;
}

/**
 * "Read Page 300": a part's address in the online mushaf. quran.com, whose juz address the template names
 * (".../juz/{juz}"), has /page/{n}, /hizb/{n} and /{surah} too; a quarter opens at its first ayah. A template that
 * names no "juz/{juz}" gets the juz the part starts in.
 */
export function mushafPartUrl(config: MushafConfig, place: PartPlace, languages: readonly string[] = []): string {
  if (place.division === "juz") return mushafJuzUrl(config, place.number, languages);
  if (!config.juzUrl.includes("juz/{juz}")) return mushafJuzUrl(config, place.juz, languages);
  const paths: Record<Exclude<Division, "juz">, string> = {
    hizb: `hizb/${place.number}`,
    page: `page/${place.number}`,
    surah: `${place.number}`,
    quarter: `${place.start.surah}?startingVerse=${place.start.ayah}`,
  };
  const partConfig = { ...config, juzUrl: config.juzUrl.replace("juz/{juz}", paths[place.division]) };
  return mushafJuzUrl(partConfig, place.number, languages);
}

/** A comma-separated list of the site's languages as wrangler.toml gives it. */
export function parseLocales(list: string): string[] {
  return list
    .split(",")
    .map((locale) => locale.trim())
    .filter(Boolean);
}
