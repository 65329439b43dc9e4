import { SHARE_PAGE_DATA_ELEMENT_ID, type SharePageData } from "@khatm/schema/share-page";
import { expect } from "vitest";
import { type CallOptions, call } from "./auth";
import { must } from "./must";

const DATA_ELEMENT = new RegExp(
  `<script id="${SHARE_PAGE_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`,
  "s",
);

export interface SharePage {
  response: Response;
  html: string;
  /** The khatm the page came with, or null when it came without. */
  data: SharePageData | null;
}

/** A share-link page (/j/{code}, /n/{code}) as a browser opening it gets it. */
export async function openSharePage(path: string, options: CallOptions = {}): Promise<SharePage> {
  const response = await call("GET", path, options);
  const html = await response.text();
  expect(response.status, `${path} answers the app's page`).toBe(200);
  expect(html, "the app's page").toContain('<div id="root"></div>');
  const match = DATA_ELEMENT.exec(html);
  return { response, html, data: match ? (JSON.parse(must(match[1])) as SharePageData) : null };
}
