import { LOCALES, type Translator } from "@khatm/i18n";
import { partUnit } from "@khatm/juz-table";
import type { Khatm } from "@khatm/schema";
import { divisionOf } from "@khatm/schema";
import { PREVIEW_IMAGE, progressImagePath } from "@khatm/schema/preview";
import { html } from "hono/html";

/** What a preview may show: public facts of the khatm, never its creator's e-mail or a key. */
export type PreviewKhatm = Pick<Khatm, "name" | "occasion" | "dedication" | "stats" | "division">;

/**
 * The site-wide head tags of index.html (title, description, its card) that a khatm's page replaces with its own:
 * a crawler reads the first og:title it meets, a browser the first <title>.
 */
export const SITE_HEAD_SELECTOR = 'title, meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]';

/**
 * The head tags of a share-link page: its title and description, Open Graph and Twitter card, so a link pasted into
 * WhatsApp or another messenger shows the khatm's name, its state in words and an image of its progress (drawn at
 * build time, one per count: no image work per request). `origin` is the site's (APP_ORIGIN or the request's);
 * `path` the page's own (/j/{code} or /n/{code}). Every text is HTML-escaped: names and occasions are anyone's;
 * each is the reader's language (`i18n`).
 */
export function sharePreviewHead(khatm: PreviewKhatm, origin: string, path: string, i18n: Translator): string {
  const reserved = khatm.stats.reserved + khatm.stats.completed;
  const description = previewDescription(khatm, i18n);
  const { division, partCount } = divisionOf(khatm);
  const imageAlt =
    division === "juz"
      ? i18n.t("preview.imageAlt", { name: khatm.name, reserved, total: partCount })
      : i18n.t("parts.imageAlt", { name: khatm.name, reserved, total: partCount, unit: partUnit(i18n, division) });
  const site = i18n.t("common.siteName");
  const tags: Array<[kind: "name" | "property", key: string, value: string]> = [
    ["name", "description", description],
    ["property", "og:type", "website"],
    ["property", "og:site_name", site],
    ["property", "og:locale", LOCALES[i18n.locale].og],
    ["property", "og:title", khatm.name],
    ["property", "og:description", description],
    ["property", "og:url", `${origin}${path}`],
    // The images are drawn for 0 to 30 reserved juz: a khatm of more parts shows the nearest thirtieth.
    ["property", "og:image", `${origin}${progressImagePath(Math.round((reserved * 30) / partCount))}`],
    ["property", "og:image:type", PREVIEW_IMAGE.type],
    ["property", "og:image:width", String(PREVIEW_IMAGE.width)],
    ["property", "og:image:height", String(PREVIEW_IMAGE.height)],
    ["property", "og:image:alt", imageAlt],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:title", khatm.name],
    ["name", "twitter:description", description],
    ["name", "twitter:image:alt", imageAlt],
  ];
  // hono/html escapes every value put in, as the e-mails do.
  const title = html`<title>${i18n.t("common.pageTitle", { page: khatm.name, site })}</title>`;
  return [title, ...tags.map(([kind, key, value]) => html`<meta ${kind}="${key}" content="${value}">`)].join("\n");
}

/**
 * The khatm's state in words: how many juz are open, or that it is fully reserved or completed; its occasion and
 * dedication first.
 */
export function previewDescription(khatm: PreviewKhatm, i18n: Translator): string {
  const { t } = i18n;
  const { available, reserved, completed } = khatm.stats;
  const { division, partCount: total } = divisionOf(khatm);
  let state: string;
  if (division === "juz") {
    if (completed === total) state = t("preview.completed", { total });
    else if (available === 0) state = t("preview.fullyReserved", { completed, total });
    else state = t("preview.open", { available, taken: reserved + completed, completed, total });
  } else {
    const unit = partUnit(i18n, division);
    if (completed === total) state = t("parts.previewCompleted", { total, unit });
    else if (available === 0) state = t("parts.previewFullyReserved", { completed, total, unit });
    else state = t("parts.previewOpen", { available, taken: reserved + completed, completed, total, unit });
  }
  if (khatm.dedication) state = t("together.previewWithDedication", { dedication: khatm.dedication, state });
  return khatm.occasion ? t("preview.withOccasion", { occasion: khatm.occasion, state }) : state;
}
