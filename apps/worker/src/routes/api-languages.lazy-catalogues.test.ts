import { AVAILABLE_LOCALES, createTranslator } from "@khatm/i18n";
import { loadCatalogue } from "@khatm/i18n/catalogues";
import { describe, expect, it } from "vitest";
import { call } from "../../test/khatms";
import { expectJson } from "../../test/observe";

/**
 * The worker loads each language's catalogue when a request first speaks it (src/catalogues.ts: modules of their own
 * beside the bundle, built by `pnpm build`). Every language still answers in its own words, as its catalogue in
 * packages/i18n words them, the first time and after.
 */
describe("each language's catalogue, loaded on first use", () => {
  it.each(AVAILABLE_LOCALES)("answers a request in %s in its language, twice", async (locale) => {
    const translator = createTranslator(locale, await loadCatalogue(locale));
    for (let time = 0; time < 2; time++) {
      const answer = await expectJson<{ error: string; message: string }>(
        await call("GET", "/api/no-such-endpoint", { headers: { "Accept-Language": locale } }),
        404,
      );
      expect(answer).toEqual({ error: "NOT_FOUND", message: translator.t("api.noSuchEndpoint") });
    }
  });
});
