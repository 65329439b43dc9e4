import { partSurahRange } from "@khatm/juz-table";
import {
  type PackedSharePageData,
  SHARE_PAGE_DATA_ELEMENT_ID,
  type SharePageData,
  unpackSharePageData,
} from "@khatm/schema/share-page";
import { expect } from "vitest";
import { type CallOptions, call } from "./auth";

const DATA_ELEMENT = new RegExp(
  `<script id="${SHARE_PAGE_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`,
  "s",
);

export interface SharePage {
  response: Response;
  html: string;
  /** The khatm the page came with, as the app reads it (free parts written out again), or null when it came without. */
  data: SharePageData | null;
  /** The data element's JSON as sent (a khatm of many parts sends its free parts as numbers). */
  dataJson: string | null;
  /** What a browser without JavaScript shows: the text inside #root, tags dropped, entities decoded. */
  text: string;
}

/** A share-link page (/j/{code}, /n/{code}) as a browser opening it gets it. */
export async function openSharePage(path: string, options: CallOptions = {}): Promise<SharePage> {
  const response = await call("GET", path, options);
  const html = await response.text();
  expect(response.status, `${path} answers the app's page`).toBe(200);
  const root = ROOT.exec(html)?.[1];
  expect(root, "the app's page").toBeDefined();
  const dataJson = DATA_ELEMENT.exec(html)?.[1] ?? null;
  return { response, html, data: dataJson ? unpacked(dataJson) : null, dataJson, text: visibleText(root ?? "") };
}

function unpacked(json: string): SharePageData {
  const packed = JSON.parse(json) as PackedSharePageData;
  return unpackSharePageData(packed, partSurahRange);
}

// #root holds everything the app renders; a script (the app's data, or its loader) or the body's end follows it.
const ROOT = /<div id="root">(.*?)<\/div>\s*(?:<script|<\/body>)/s;

/** The text a page shows: its markup and styles left out, entities read, white space collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<style[^>]*>.*?<\/style>/gs, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
