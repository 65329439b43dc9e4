/**
 * Link previews (Open Graph, Twitter cards) and the installable app share these names: the worker writes them into a
 * share-link page's head, the web app's build script draws the images under these paths. A module without zod
 * ("@khatm/schema/preview"): the build script and the worker read it, neither needs the schemas.
 */
export const SITE_NAME = "Khatm";
/** The site's own title: home's and index.html's <title> (a test holds the two equal). */
export const SITE_TITLE = "Khatm: read the whole Qur'an together";

/** The cards' images: 1200x630 is the size Facebook, WhatsApp and X show large; each PNG stays under 150 KB. */
export const PREVIEW_IMAGE = { width: 1200, height: 630, maxBytes: 150 * 1024, type: "image/png" } as const;

/** Home and every page that is not a khatm's. */
export const SITE_IMAGE_PATH = "/og/site.png";

/**
 * A khatm's card shows how many of its juz have a reader (reserved or completed), as its progress bar does: that
 * is what an invitation asks for. One image per count, 0 to 30, drawn at build time.
 */
export function progressImagePath(reservedJuz: number): string {
  return `/og/progress-${reservedJuz}.png`;
}
