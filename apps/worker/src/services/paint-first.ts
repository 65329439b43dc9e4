/**
 * A share page arrives painted, so what its first paint does not need can wait for that paint: the app's module
 * script, its modulepreload links and the manifest leave the head for a template at the end of the body,
 * and /load-app.js (apps/web/public) puts them back once the browser reports the first contentful paint. On a slow
 * network the page's HTML and CSS have the line to themselves; hydration starts a moment later. Pages the worker does
 * not paint keep Vite's head as it is. The icon stays: without it the browser would ask for /favicon.ico instead.
 */
const AFTER_FIRST_PAINT = [
  'head script[type="module"][src]',
  'head link[rel="modulepreload"]',
  'head link[rel="manifest"]',
];

export const AFTER_FIRST_PAINT_TEMPLATE_ID = "after-first-paint";

export function paintFirst(rewriter: HTMLRewriter): HTMLRewriter {
  const moved: string[] = [];
  for (const selector of AFTER_FIRST_PAINT) {
    rewriter.on(selector, {
      element(element) {
        moved.push(outerHtml(element));
        element.remove();
      },
    });
  }
  return rewriter.on("body", {
    element(body) {
      body.onEndTag((end) => {
        if (moved.length === 0) return;
        end.before(
          `<template id="${AFTER_FIRST_PAINT_TEMPLATE_ID}">${moved.join("")}</template><script src="/load-app.js" defer></script>`,
          { html: true },
        );
      });
    },
  });
}

/** The element as Vite wrote it (these are empty: a link, or a script with a src). */
function outerHtml(element: Element): string {
  const attributes = [...element.attributes]
    .map(([name, value = ""]) => (value === "" ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join("");
  return element.tagName === "script" ? `<script${attributes}></script>` : `<${element.tagName}${attributes}>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
