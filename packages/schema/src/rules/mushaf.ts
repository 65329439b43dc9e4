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

/** A comma-separated list of the site's languages as wrangler.toml gives it. */
export function parseLocales(list: string): string[] {
  return list
    .split(",")
    .map((locale) => locale.trim())
    .filter(Boolean);
}
