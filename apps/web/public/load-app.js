// Loads the app on a page the worker has already painted (apps/worker/src/services/paint-first.ts): the scripts and
// links it set aside in a template go into the head once the browser reports the first contentful paint, so the
// page's HTML and CSS never share a slow network with them. A hidden tab paints nothing, so it loads at once; a
// browser that never reports the paint loads after a moment.
let loaded = false;
// A tap on a painted button before the app is there loads it at once and is given to it when it takes over
// (src/main.tsx announces that), so the reader never has to tap twice.
let heldTap = null;

function holdTap(event) {
  const button = event.target instanceof Element ? event.target.closest("#root button") : null;
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldTap = button;
  loadApp();
}

document.addEventListener("click", holdTap, true);
document.addEventListener(
  "khatm:hydrating",
  () => {
    document.removeEventListener("click", holdTap, true);
    if (heldTap?.isConnected) heldTap.click();
  },
  { once: true },
);

function loadApp() {
  if (loaded) return;
  loaded = true;
  const template = document.getElementById("after-first-paint");
  document.head.append(document.importNode(template.content, true));
}

if (document.visibilityState === "hidden" || !("PerformanceObserver" in window)) {
  loadApp();
} else {
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length > 0) loadApp();
  }).observe({ type: "paint", buffered: true });
  setTimeout(loadApp, 1000);
}
