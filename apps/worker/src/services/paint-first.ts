/**
 * A share page arrives painted, so its scripts can wait for that paint: the app's module script and its
 * modulepreload links leave the head, and /load-app.js (apps/web/public) adds them back once the first frame is on
 * screen. On a slow network the page's HTML and CSS then have the line to themselves; hydration starts one frame
 * later. Pages the worker does not paint keep Vite's head as it is.
 */
export function paintFirst(rewriter: HTMLRewriter): HTMLRewriter {
  let entry: string | null = null;
  const preloads: string[] = [];
  return rewriter
    .on('head script[type="module"][src]', {
      element(script) {
        entry = script.getAttribute("src");
        script.remove();
      },
    })
    .on('head link[rel="modulepreload"][href]', {
      element(link) {
        preloads.push(link.getAttribute("href") ?? "");
        link.remove();
      },
    })
    .on("body", {
      element(body) {
        body.onEndTag((end) => {
          if (entry === null) return;
          end.before(
            `<script src="/load-app.js" defer data-entry="${attribute(entry)}" data-preload="${attribute(preloads.join(" "))}"></script>`,
            { html: true },
          );
        });
      },
    });
}

/** Vite's asset paths need no escaping, but an attribute is written escaped all the same. */
function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
