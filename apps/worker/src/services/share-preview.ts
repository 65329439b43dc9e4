import { LOCALES, type Translator } from "@khatm/i18n";
import { countedParts } from "@khatm/juz-table";
import type { Khatm } from "@khatm/schema";
import { PREVIEW_IMAGE, progressImagePath } from "@khatm/schema/preview";
import { countProgressOf, divisionOf, isCountDivision } from "@khatm/schema/rules";
import { html } from "hono/html";

/** What a preview may show: public facts of the khatm, never its creator's e-mail or a key. */
export type PreviewKhatm = Pick<Khatm, "name" | "occasion" | "dedication" | "stats" | "division" | "recitation">;

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
  const description = previewDescription(khatm, i18n);
  const { imageAlt, thirtieths } = previewImage(khatm, i18n);
  const site = i18n.t("common.siteName");
  const tags: Array<[kind: "name" | "property", key: string, value: string]> = [
    ["name", "description", description],
    ["property", "og:type", "website"],
    ["property", "og:site_name", site],
    ["property", "og:locale", LOCALES[i18n.locale].og],
    ["property", "og:title", khatm.name],
    ["property", "og:description", description],
    ["property", "og:url", `${origin}${path}`],
    ["property", "og:image", `${origin}${progressImagePath(thirtieths)}`],
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
  let state: string;
  if (isCountDivision(khatm.division)) {
    // "12 of 41 Surah Ya-Sin read": a counted recitation's progress is what is read.
    const { target, done, pledged } = countProgressOf(khatm.stats);
    const recitation = recitationOf(khatm);
    state =
      done >= target
        ? t("recitation.previewCompleted", { recitation, target })
        : t("recitation.previewOpen", { done, target, recitation, remaining: target - pledged });
    return withOccasion(khatm, state, i18n);
  }
  const { division, partCount: total } = divisionOf({ ...khatm, division: khatm.division });
  if (division === "juz") {
    if (completed === total) state = t("preview.completed", { total });
    else if (available === 0) state = t("preview.fullyReserved", { completed, total });
    else state = t("preview.open", { available, taken: reserved + completed, completed, total });
  } else {
    const counted = countedParts(i18n, division, total);
    if (completed === total) state = t("parts.previewCompleted", { counted });
    else if (available === 0) state = t("parts.previewFullyReserved", { completed, counted });
    else state = t("parts.previewOpen", { available, taken: reserved + completed, completed, counted });
  }
  return withOccasion(khatm, state, i18n);
}

/** The state with the khatm's dedication and occasion before it. */
function withOccasion(khatm: PreviewKhatm, state: string, { t }: Translator): string {
  const dedicated = khatm.dedication
    ? t("together.previewWithDedication", { dedication: khatm.dedication, state })
    : state;
  return khatm.occasion ? t("preview.withOccasion", { occasion: khatm.occasion, state: dedicated }) : dedicated;
}

/** A counted recitation's words ("Surah Ya-Sin"); its khatm's name when it has none. */
function recitationOf(khatm: PreviewKhatm): string {
  return khatm.recitation ?? khatm.name;
}

/**
 * The progress image and its words. The images are drawn for 0 to 30 reserved juz: a khatm of more parts shows the
 * nearest thirtieth; a count, the thirtieth of its target that is read.
 */
function previewImage(khatm: PreviewKhatm, i18n: Translator): { imageAlt: string; thirtieths: number } {
  if (isCountDivision(khatm.division)) {
    const { target, done } = countProgressOf(khatm.stats);
    const imageAlt = i18n.t("recitation.preview", { done, target, recitation: recitationOf(khatm) });
    return { imageAlt, thirtieths: Math.min(30, Math.round((done * 30) / Math.max(1, target))) };
  }
  const reserved = khatm.stats.reserved + khatm.stats.completed;
  const { division, partCount } = divisionOf({ ...khatm, division: khatm.division });
  const imageAlt =
    division === "juz"
      ? i18n.t("preview.imageAlt", { name: khatm.name, reserved, total: partCount })
      : i18n.t("parts.imageAlt", { name: khatm.name, reserved, counted: countedParts(i18n, division, partCount) });
  return { imageAlt, thirtieths: Math.round((reserved * 30) / partCount) };
}
