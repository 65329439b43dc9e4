// Loads the app on a page the worker has already painted (apps/worker/src/services/paint-first.ts): after the first
// frame, so the page's HTML and CSS never share a slow network with the scripts. A hidden tab paints no frames, so
// it loads at once.
const loader = document.currentScript;

function loadApp() {
  for (const href of loader.dataset.preload.split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement("script");
  script.type = "module";
  script.crossOrigin = "";
  script.src = loader.dataset.entry;
  document.head.append(script);
}

if (document.visibilityState === "hidden") loadApp();
else requestAnimationFrame(() => setTimeout(loadApp, 0));
