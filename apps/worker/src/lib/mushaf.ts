import { type MushafConfig, parseLocales } from "@khatm/schema/rules";
import type { Env } from "../bindings";

/** The online mushaf of "Read Juz N" links, from wrangler.toml's MUSHAF_JUZ_URL and MUSHAF_LOCALES. */
export function mushafConfig(env: Pick<Env, "MUSHAF_JUZ_URL" | "MUSHAF_LOCALES">): MushafConfig {
  return { juzUrl: env.MUSHAF_JUZ_URL, locales: parseLocales(env.MUSHAF_LOCALES) };
}
