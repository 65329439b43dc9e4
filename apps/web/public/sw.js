// Khatm's service worker (issue 36), served as /sw.js with scope "/": a plain worker, smaller than a build plugin's.
// - push: shows the notification a push carries ({title, body, url, tag}, in the recipient's language), a newer one of
//   the same tag replacing the older; a tap focuses a Khatm tab already on that page, or opens it.
// - offline: the app shell ("/") and the last copy of each khatm page opened (/j/{code}, /n/{code}) stay in a cache,
//   with the scripts, styles and fonts they use; pages come from the network whenever there is one (never a stale
//   copy online), and a copy is served only when the network fails, marked with the time it was saved, which the
//   app shows ("You are offline. Last updated {time}.").
// - updates: no skipWaiting: a new deploy's worker waits until no tab uses this one and takes over on the next
//   visit, so an open page never loses the files it was built with.
const PAGES = "khatm-pages-v1";
const FILES = "khatm-files-v1";
const KEPT_PAGE = /^\/([jn]\/[^/]+)?$/;
const SAVED_AT = "X-Khatm-Saved-At";

self.addEventListener("install", (event) => {
  event.waitUntil(keepPage(new URL("/", self.location.origin).href).catch(() => {}));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== PAGES && name !== FILES).map((name) => caches.delete(name)));
      // The first worker takes the page that registered it, so what it opened is kept for offline at once.
      await self.clients.claim();
    })(),
  );
});

/** Fetches a page and keeps it, with the time it was saved. */
async function keepPage(href) {
  const response = await fetch(href, { credentials: "same-origin", headers: { Accept: "text/html" } });
  if (response.ok) await savePage(href, response.clone());
  return response;
}

async function savePage(href, response) {
  const url = new URL(href);
  if (!KEPT_PAGE.test(url.pathname)) return;
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, new Date().toISOString());
  const copy = new Response(await response.blob(), { status: response.status, headers });
  await (await caches.open(PAGES)).put(url.origin + url.pathname, copy);
}

/** A saved page, marked for the app as a copy (a meta tag in its head, outside the root React hydrates). */
async function savedPage(url) {
  const cache = await caches.open(PAGES);
  const saved = (await cache.match(url.origin + url.pathname)) ?? null;
  if (!saved) return null;
  const savedAt = saved.headers.get(SAVED_AT) ?? "";
  const html = (await saved.text()).replace(
    "<head>",
    `<head><meta name="khatm-offline-copy" content="${savedAt.replace(/[^0-9TZ:.-]/g, "")}">`,
  );
  return new Response(html, { status: saved.status, headers: saved.headers });
}

async function page(request) {
  const url = new URL(request.url);
  try {
    const response = await fetch(request);
    if (response.ok) savePage(request.url, response.clone()).catch(() => {});
    return response;
  } catch (error) {
    const copy = KEPT_PAGE.test(url.pathname) ? await savedPage(url) : null;
    if (copy) return copy;
    throw error;
  }
}

/** The built files (content-hashed names) and icons: from the cache once there, else the network, then kept. */
async function file(request) {
  const cache = await caches.open(FILES);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) cache.put(request, response.clone()).catch(() => {});
  return response;
}

const isFile = (path) =>
  path.startsWith("/assets/") ||
  path.startsWith("/icons/") ||
  path === "/favicon.svg" ||
  path === "/manifest.webmanifest";

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  // The API, the dev pages and other origins go to the network as they are.
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/") || url.pathname.startsWith("/dev/")) {
    return;
  }
  if (request.mode === "navigate") event.respondWith(page(request));
  else if (isFile(url.pathname)) event.respondWith(file(request));
});

// The app tells the worker what the page it showed before this worker controlled it used: that page and its files.
self.addEventListener("message", (event) => {
  const { type, page: href, files } = event.data ?? {};
  if (type !== "keep") return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(FILES);
      const wanted = (Array.isArray(files) ? files : []).filter((each) => {
        const url = new URL(each, self.location.origin);
        return url.origin === self.location.origin && isFile(url.pathname);
      });
      await Promise.all(
        wanted.map((each) =>
          cache
            .match(each)
            .then((kept) => kept ?? cache.add(each))
            .catch(() => {}),
        ),
      );
      if (typeof href === "string" && !(await caches.open(PAGES).then((pages) => pages.match(href)))) {
        await keepPage(href).catch(() => {});
      }
    })(),
  );
});

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const tag = typeof data.tag === "string" ? data.tag : undefined;
  event.waitUntil(
    self.registration.showNotification(typeof data.title === "string" ? data.title : "Khatm", {
      body: typeof data.body === "string" ? data.body : "",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      tag,
      renotify: Boolean(tag),
      data: { url: typeof data.url === "string" ? data.url : "/" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/", self.location.origin);
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const same = open.find((client) => new URL(client.url).pathname === target.pathname);
      if (same) return same.focus();
      return self.clients.openWindow(target.href);
    })(),
  );
});

// The push service renewed this browser's subscription (or dropped it): subscribe again with the same key, and tell
// the open pages, which give the new one to the API (features/push/push-renewal.ts; the session and reader key that
// prove whose device it is live in the page's storage, out of this worker's reach). With no page open, the next
// visit does it: the page compares the browser's subscription with the one it last gave.
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(
    (async () => {
      const options = event.oldSubscription?.options;
      if (!event.newSubscription && options?.applicationServerKey) {
        await self.registration.pushManager
          .subscribe({ userVisibleOnly: true, applicationServerKey: options.applicationServerKey })
          .catch(() => {});
      }
      const open = await self.clients.matchAll({ type: "window" });
      for (const client of open) client.postMessage({ type: "push-subscription-changed" });
    })(),
  );
});
