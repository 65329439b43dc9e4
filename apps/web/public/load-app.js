// Loads the app on a page the worker has already painted (apps/worker/src/services/paint-first.ts): the scripts and
// links it set aside in a template go into the head once the browser reports the first contentful paint, so the
// page's HTML and CSS never share a slow network with them. A hidden tab paints nothing, so it loads at once; a
// browser that never reports the paint loads after a moment.
let loaded = false;

function loadApp() {
  if (loaded) return;
  loaded = true;
  const template = document.getElementById("after-first-paint");
  const nodes = [...document.importNode(template.content, true).children];
  const preloads = nodes.filter((node) => node.getAttribute("rel") === "modulepreload");
  document.head.append(...nodes.filter((node) => !preloads.includes(node)));
  appendInTasks(preloads);
}

// The app's script goes in at once, its modulepreload links a few per task: each starts a fetch, and three dozen in
// one task (a slow phone's, at that) held the page up as long as a tap's answer may take (bench/README.md).
const PRELOADS_PER_TASK = 8;

function appendInTasks(links) {
  document.head.append(...links.slice(0, PRELOADS_PER_TASK));
  if (links.length > PRELOADS_PER_TASK) setTimeout(() => appendInTasks(links.slice(PRELOADS_PER_TASK)), 0);
}

// A tap on a painted button before the app is there loads it at once and is given to the app when it starts
// (src/main.tsx announces that), so a reader never has to tap twice: React replays it on the page it adopts; on a
// page it paints afresh (a visitor with a session or key), the tap goes to the new button of the same test id or text.
let heldTap = null;

function holdTap(event) {
  const button = event.target instanceof Element ? event.target.closest("#root button") : null;
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldTap = button;
  loadApp();
}

function sameButton(held) {
  const buttons = [...document.querySelectorAll("#root button")];
  const testId = held.getAttribute("data-testid");
  if (testId) return buttons.find((button) => button.getAttribute("data-testid") === testId) ?? null;
  return buttons.find((button) => button.textContent === held.textContent) ?? null;
}

function giveHeldTap(event) {
  document.removeEventListener("click", holdTap, true);
  const held = heldTap;
  if (!held) return;
  if (event.detail?.adopted) {
    held.click();
    return;
  }
  // A page painted afresh: once the app has replaced the painted one and drawn the button's counterpart (its data
  // may come a moment later).
  const giveToCounterpart = () => {
    const counterpart = held.isConnected ? null : sameButton(held);
    counterpart?.click();
    return counterpart !== null;
  };
  if (giveToCounterpart()) return;
  const watcher = new MutationObserver(() => {
    if (giveToCounterpart()) watcher.disconnect();
  });
  watcher.observe(document.getElementById("root"), { childList: true, subtree: true });
  setTimeout(() => watcher.disconnect(), 5000);
}

// A language chosen in the painted menu before the app is there asks the worker for the page in that language (it
// paints `?lang=`, and the app keeps that choice): React would put the menu back to the painted language while it
// adopts the page.
function chooseLanguageEarly(event) {
  const menu =
    event.target instanceof Element ? event.target.closest('#root select[data-testid="language-menu"]') : null;
  if (!menu) return;
  const url = new URL(location.href);
  url.searchParams.set("lang", menu.value);
  location.replace(url);
}

// A browser that keeps anything of the app (a session, a key, a language) may be shown a page of its own, which the
// app paints afresh instead of adopting this one: waiting for this paint gains it nothing, so it loads at once.
function isReturning() {
  try {
    return localStorage.length > 0 || location.hash !== "";
  } catch {
    return true;
  }
}

document.addEventListener("click", holdTap, true);
document.addEventListener("change", chooseLanguageEarly, true);
document.addEventListener("khatm:app-started", giveHeldTap, { once: true });
document.addEventListener(
  "khatm:app-started",
  () => document.removeEventListener("change", chooseLanguageEarly, true),
  {
    once: true,
  },
);
if (document.visibilityState === "hidden" || !("PerformanceObserver" in window) || isReturning()) {
  loadApp();
} else {
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length > 0) loadApp();
  }).observe({ type: "paint", buffered: true });
  setTimeout(loadApp, 1000);
}
