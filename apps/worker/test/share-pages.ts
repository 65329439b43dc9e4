import { SHARE_PAGE_DATA_ELEMENT_ID, type SharePageData } from "@khatm/schema/share-page";
import { expect } from "vitest";
import { type CallOptions, call } from "./auth";

const DATA_ELEMENT = new RegExp(
  `<script id="${SHARE_PAGE_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`,
  "s",
);

export interface SharePage {
  response: Response;
  html: string;
  /** The khatm the page came with, or null when it came without. */
  data: SharePageData | null;
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
  const data = DATA_ELEMENT.exec(html)?.[1];
  return { response, html, data: data ? (JSON.parse(data) as SharePageData) : null, text: visibleText(root ?? "") };
}

// #root holds everything the app renders; a script (the app's data, or its loader) or the body's end follows it.
const ROOT = /<div id="root">(.*?)<\/div>\s*(?:<script|<\/body>)/s;

function visibleText(html: string): string {
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
