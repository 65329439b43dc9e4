import { PAINTED_PAGE_ELEMENT_ID, type PaintedPageState } from "@khatm/schema/share-page";
import { expect } from "vitest";
import { type CallOptions, call } from "./auth";
import { visibleText } from "./share-pages";

export interface AppPage {
  response: Response;
  html: string;
  /** What the page carries for the browser's first render, or null when the worker did not paint it. */
  state: PaintedPageState | null;
  /** What a browser without JavaScript shows: the text inside #root, tags dropped, entities decoded. */
  text: string;
}

const STATE_ELEMENT = new RegExp(`<script id="${PAINTED_PAGE_ELEMENT_ID}" type="application/json">(.*?)</script>`, "s");
const ROOT = /<div id="root">(.*?)<\/div>\s*(?:<script|<\/body>)/s;

/** A page (/, /public, /create, ...) as a browser's navigation asks for it (its Accept header names HTML). */
export async function openAppPage(path: string, options: CallOptions = {}): Promise<AppPage> {
  const headers = { Accept: "text/html,application/xhtml+xml,*/*;q=0.8", ...options.headers };
  const response = await call("GET", path, { ...options, headers });
  const html = await response.text();
  const root = ROOT.exec(html)?.[1];
  expect(root, `${path}: the app's page`).toBeDefined();
  const state = STATE_ELEMENT.exec(html)?.[1];
  return {
    response,
    html,
    state: state ? (JSON.parse(state) as PaintedPageState) : null,
    text: visibleText(root ?? ""),
  };
}
