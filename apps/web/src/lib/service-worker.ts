/**
 * Registers the service worker (public/sw.js: push notifications and the pages offline) once the page has loaded,
 * so it takes nothing from the first paint or hydration. The page it registers from was fetched before the worker
 * controlled it: the worker is told to keep that page and the files it used, so it opens offline after one visit.
 * `onReady` then gets the registration (main.tsx: the push subscription's renewal).
 */
export function registerServiceWorker(onReady: (registration: ServiceWorkerRegistration) => void): void {
  if (!("serviceWorker" in navigator)) return;
  const register = async () => {
    try {
      await navigator.serviceWorker.register("/sw.js", { scope: "/" });
      const ready = await navigator.serviceWorker.ready;
      const files = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(window.location.origin));
      ready.active?.postMessage({ type: "keep", page: window.location.href.split("#")[0], files });
      onReady(ready);
    } catch (error) {
      // A browser that refuses service workers (a private window, a policy) keeps the app as it is.
      console.warn("No service worker", error);
    }
  };
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}

/** The time the page shown was saved, when the service worker served a copy because the network failed. */
export function offlineCopySavedAt(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="khatm-offline-copy"]')?.content || null;
}
