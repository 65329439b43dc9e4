import { directionOf, LOCALES, localeFromAcceptLanguage } from "@khatm/i18n";
import { LOCALE_COOKIE } from "@khatm/schema/headers";
import { describe, expect, it } from "vitest";
import { createKhatm, freshIp, reserve } from "../../test/khatms";
import { metaContent } from "../../test/preview-tags";
import { openSharePage } from "../../test/share-pages";
import { translatorFor } from "../lib/i18n";
import { previewDescription } from "../services/share-preview";

// Whatever the header asks, the page comes in the locale it negotiates to (English until a translation exists), its
// painted text, preview and <html lang dir> all from that locale's catalogue.
describe("share-link pages in the reader's language", () => {
  for (const acceptLanguage of ["en-GB,en;q=0.9", "ar-EG, ur;q=0.8", "de"]) {
    it(`paints /j/{code} for Accept-Language "${acceptLanguage}" through its locale's catalogue`, async () => {
      const locale = localeFromAcceptLanguage(acceptLanguage);
      const i18n = await translatorFor(locale);
      const khatm = await createKhatm({ name: "Khatm for Maryam", occasion: "Ramadan" });
      await reserve(khatm.id, [1]);

      const { html, text, data } = await openSharePage(`/j/${khatm.accessCode}`, {
        ip: freshIp(),
        headers: { "Accept-Language": acceptLanguage },
      });

      expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}"[^>]* dir="${directionOf(locale)}"`));
      expect(text).toContain(i18n.t("khatm.progressTitle"));
      expect(text).toContain(i18n.t("join.availableJuz"));
      expect(html).toContain(`>${i18n.t("khatm.juz", { number: 30 })}<`);
      expect(data && metaContent(html, "description")).toBe(data && previewDescription(data.khatm, i18n));
      expect(metaContent(html, "og:locale")).toBe(LOCALES[locale].og);
    });
  }
});

describe("share-link pages for a returning reader", () => {
  it("paint in the language the reader chose (the web app's cookie) over the browser's, and ?lang= over both", async () => {
    const khatm = await createKhatm({ name: "Khatm for Maryam" });
    const open = (path: string) =>
      openSharePage(path, {
        ip: freshIp(),
        headers: { "Accept-Language": "en-GB,en;q=0.9", Cookie: `theme=dark; ${LOCALE_COOKIE}=ar` },
      });
    const chosen = await open(`/j/${khatm.accessCode}`);
    expect(chosen.html).toMatch(/<html[^>]* lang="ar"[^>]* dir="rtl"/);
    expect(chosen.html).toContain(`>${(await translatorFor("ar")).t("khatm.juz", { number: 30 })}<`);
    const asked = await open(`/n/${khatm.accessCode}?lang=tr`);
    expect(asked.html).toMatch(/<html[^>]* lang="tr"[^>]* dir="ltr"/);
  });
});
