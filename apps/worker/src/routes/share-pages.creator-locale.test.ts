import { type AvailableLocale, directionOf, LOCALES } from "@khatm/i18n";
import type { CreateKhatmResponse } from "@khatm/schema";
import { JUZ_COUNT } from "@khatm/schema/rules";
import { describe, expect, it } from "vitest";
import { call, expectJson, freshIp } from "../../test/auth";
import { uniqueEmail } from "../../test/khatms";
import { metaContent } from "../../test/preview-tags";
import { openSharePage } from "../../test/share-pages";
import { translatorFor } from "../lib/i18n";
import { previewDescription } from "../services/share-preview";

// A link pasted into WhatsApp is fetched by a crawler that names no language (no Accept-Language, or "*"): its
// preview is in the language of the khatm's creator, who is the one sharing it. A visitor who names one gets theirs.

async function turkishKhatm(): Promise<CreateKhatmResponse> {
  const body = {
    name: "Hatim",
    occasion: "Ramazan",
    isPublic: false,
    creatorName: "Zeynep",
    creatorEmail: uniqueEmail(),
  };
  const headers = { "Accept-Language": "tr-TR,tr;q=0.9" };
  return expectJson<CreateKhatmResponse>(await call("POST", "/api/khatms", { body, headers, ip: freshIp() }), 201);
}

async function expectPreviewIn(path: string, headers: Record<string, string>, locale: AvailableLocale) {
  const { html, data } = await openSharePage(path, { ip: freshIp(), headers });
  const i18n = await translatorFor(locale);
  expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}"[^>]* dir="${directionOf(locale)}"`));
  expect(metaContent(html, "og:locale")).toBe(LOCALES[locale].og);
  expect(metaContent(html, "og:title")).toBe("Hatim");
  expect(data).not.toBeNull();
  if (data) expect(metaContent(html, "og:description")).toBe(previewDescription(data.khatm, i18n));
  const alt = i18n.t("preview.imageAlt", { name: "Hatim", reserved: 0, total: JUZ_COUNT });
  expect(metaContent(html, "og:image:alt")).toBe(alt);
  expect(html).toContain(`<title>${i18n.t("common.pageTitle", { page: "Hatim", site: i18n.t("common.siteName") })}`);
}

describe("a share link's preview for a request that names no language", () => {
  it("is in the khatm's creator's language without Accept-Language, with '*' or with none of Khatm's", async () => {
    const khatm = await turkishKhatm();
    await expectPreviewIn(`/j/${khatm.accessCode}`, {}, "tr");
    await expectPreviewIn(`/n/${khatm.accessCode}`, { "Accept-Language": "*" }, "tr");
    await expectPreviewIn(`/j/${khatm.accessCode}`, { "Accept-Language": "de-DE, ja;q=0.5" }, "tr");
  });

  it("is in the visitor's language when the request names one (Accept-Language or ?lang=)", async () => {
    const khatm = await turkishKhatm();
    await expectPreviewIn(`/j/${khatm.accessCode}`, { "Accept-Language": "ar-EG" }, "ar");
    await expectPreviewIn(`/j/${khatm.accessCode}?lang=ur`, {}, "ur");
    await expectPreviewIn(`/n/${khatm.accessCode}`, { "Accept-Language": "en-GB" }, "en");
  });
});
