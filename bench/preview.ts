/**
 * What a messenger sees when a share link is pasted: the raw HTML of /j/{code} as a crawler fetches it (no script
 * runs), its Open Graph and Twitter tags, and the card image they name, fetched as a crawler would (type, size).
 */
import { PREVIEW_IMAGE } from "../packages/schema/src/preview";
import type { Row } from "./lib/report";
import { kb } from "./lib/stats";

const REQUIRED = [
  "og:title",
  "og:description",
  "og:url",
  "og:type",
  "og:site_name",
  "og:locale",
  "og:image",
  "og:image:width",
  "og:image:height",
  "og:image:alt",
  "twitter:card",
] as const;
/** Crawlers read only the start of a page (Facebook's the first 1 MB, WhatsApp's less): the tags must come early. */
const EARLY_BYTES = 4096;

function tagContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

export async function runPreview({ origin, code }: { origin: string; code: string }): Promise<Row[]> {
  const page = await fetch(`${origin}/j/${code}`, { headers: { "User-Agent": "WhatsApp/2.23 (bench)" } });
  const html = await page.text();
  const missing = REQUIRED.filter((key) => tagContent(html, key) === undefined);
  const lastTag = Math.max(...REQUIRED.map((key) => html.indexOf(`"${key}"`)));
  const image = tagContent(html, "og:image") ?? "";
  const answer = image ? await fetch(image) : null;
  const bytes = answer ? (await answer.arrayBuffer()).byteLength : 0;
  const type = answer?.headers.get("Content-Type") ?? "none";
  const imageOk = answer?.status === 200 && type === PREVIEW_IMAGE.type && bytes < PREVIEW_IMAGE.maxBytes;
  return [
    {
      bench: "preview",
      figure: `tags in /j/{code}'s raw HTML (${REQUIRED.length} required)`,
      value: missing.length ? `missing: ${missing.join(", ")}` : `all ${REQUIRED.length}, the last at byte ${lastTag}`,
      target: `all, within the first ${EARLY_BYTES} bytes`,
      ok: missing.length === 0 && lastTag < EARLY_BYTES,
    },
    {
      bench: "preview",
      figure: "og:title / og:description",
      value: `${tagContent(html, "og:title")} / ${tagContent(html, "og:description")}`,
    },
    {
      bench: "preview",
      figure: "og:image fetched",
      value: `${image.replace(origin, "")}: ${answer?.status ?? "not fetched"}, ${type}, ${kb(bytes)}`,
      target: `200, ${PREVIEW_IMAGE.type}, < ${kb(PREVIEW_IMAGE.maxBytes)}`,
      ok: imageOk,
    },
    {
      bench: "preview",
      figure: "og:image size as stated",
      value: `${tagContent(html, "og:image:width")}x${tagContent(html, "og:image:height")}`,
      target: `${PREVIEW_IMAGE.width}x${PREVIEW_IMAGE.height}`,
      ok:
        tagContent(html, "og:image:width") === String(PREVIEW_IMAGE.width) &&
        tagContent(html, "og:image:height") === String(PREVIEW_IMAGE.height),
    },
  ];
}
