import { expect, type Page, test } from "@playwright/test";
import { createKhatm, uniqueEmail } from "./support/api";
import { hydrated, takeoverOf, watchTakeover } from "./support/hydration";
import { reserveFromBrowser } from "./support/khatms";
import { keepScreenshot } from "./support/screens";

/**
 * Issue 36: the service worker (public/sw.js) registers on a painted page without moving it or logging an error; a
 * khatm page opened once opens again without a network, saying so; "Notify me on this phone" asks for permission on
 * its tap only and shows its states. Chromium here has no push service: the push manager is stubbed with a
 * subscription on a real push service's address, which the API accepts (nothing is pushed to it).
 */
const PAINTED = "#root main h1, #root main";

test.use({ serviceWorkers: "allow" });

/** Resolves once the service worker controls the page and has kept `path` for offline. */
async function keptForOffline(page: Page, path: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(
    async (wanted) => Boolean(await (await caches.open("khatm-pages-v1")).match(location.origin + wanted)),
    path,
  );
}

test("the service worker registers on a painted share page; the page then opens offline with its note", async ({
  page,
  context,
}) => {
  const khatm = await createKhatm(page.request, { name: "Offline Khatm" });
  const path = `/j/${khatm.accessCode}`;
  const errors = await watchTakeover(page, PAINTED);
  await page.goto(path);
  await hydrated(page, PAINTED);
  await keptForOffline(page, path);
  const seen = await takeoverOf(page, PAINTED);
  expect(seen.layoutShifts, `layout shift of ${seen.shifted.join("; ")}`).toBe(0);
  expect(errors).toEqual([]);
  await expect(page.getByTestId("offline-note")).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Offline Khatm" })).toBeVisible();
  await expect(page.getByTestId("offline-note")).toContainText(/^You are offline\. Last updated .+\.$/);
  // An action that needs the network says so instead of failing.
  await page.getByTestId("juz-5").click();
  const form = page.getByTestId("reservation-form");
  await form.getByLabel("Your Name").fill("Maryam");
  await form.getByLabel("Your Email").fill(uniqueEmail("offline"));
  await form.getByRole("button", { name: /Reserve/ }).click();
  // The one offline toast of every action (components/feedback.ts), as soon as the tap finds no network.
  await expect(page.getByText("Nothing was sent. Connect to the internet and try again.").first()).toBeVisible();
  await keepScreenshot(page, { path: "e2e-output/screens/offline-share-page-1280.png", fullPage: true });

  await expect(page.getByRole("heading", { name: "Offline Khatm" })).toBeVisible();

  // Back online, the copy is replaced by the page itself: no note.
  await context.setOffline(false);
  // (The page reloads itself on the "online" event; the service worker may see the network back a moment later.)
  await expect(async () => {
    await page.reload();
    await expect(page.locator('meta[name="khatm-offline-copy"]')).toHaveCount(0, { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole("heading", { name: "Offline Khatm" })).toBeVisible();
  await expect(page.getByTestId("offline-note")).toHaveCount(0);
});

test("'Notify me on this phone' asks for permission on its tap only, then shows it is on and turns off", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["notifications"]);
  await page.addInitScript(() => {
    const asked = { permission: 0 };
    (window as unknown as { asked: typeof asked }).asked = asked;
    const request = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      asked.permission += 1;
      return request(...args);
    };
    // Chromium without a push service: a subscription as a browser's, on Google's push service.
    let current: PushSubscription | null = null;
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Math.random().toString(36).slice(2)}`;
    const keys = { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) };
    PushManager.prototype.getSubscription = async () => current;
    PushManager.prototype.subscribe = async () => {
      current = {
        endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
  });
  const khatm = await createKhatm(page.request, { name: "Notified Khatm" });
  await page.goto(`/j/${khatm.accessCode}`);
  await hydrated(page, PAINTED);
  await reserveFromBrowser(page, khatm.id, [3], { name: "Maryam", email: uniqueEmail("push") });
  await page.reload();
  const mine = page.getByTestId("my-reservations");
  const notify = mine.getByRole("button", { name: "Notify me on this phone" });
  await expect(notify).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { asked: { permission: number } }).asked.permission)).toBe(0);

  await notify.click();
  await expect(mine.getByText("Notifications are on for this phone")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { asked: { permission: number } }).asked.permission)).toBe(1);
  const devices = async () =>
    page.evaluate(async () => {
      const response = await fetch("/api/push/subscriptions", {
        headers: { "X-Reader-Key": localStorage.getItem("khatmReaderKey") ?? "" },
      });
      return ((await response.json()) as { devices: unknown[] }).devices.length;
    });
  expect(await devices()).toBe(1);
  await keepScreenshot(page, { path: "e2e-output/screens/push-switch-on-1280.png" });

  await mine.getByRole("button", { name: "Turn off" }).click();
  await expect(mine.getByRole("button", { name: "Notify me on this phone" })).toBeVisible();
  expect(await devices()).toBe(0);
});

test("a subscription the push service renewed is given to the API on the next visit, and the old one taken back", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["notifications"]);
  // Chromium without a push service: the browser's subscription is the endpoint this test keeps in localStorage, so
  // that it can renew it between two visits as a push service does (public/sw.js's pushsubscriptionchange).
  await page.addInitScript(() => {
    const keys = { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) };
    const subscriptionOf = (endpoint: string) =>
      ({
        endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => true,
      }) as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => {
      const endpoint = localStorage.getItem("e2eBrowserPushEndpoint");
      return endpoint ? subscriptionOf(endpoint) : null;
    };
    PushManager.prototype.subscribe = async () => {
      const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Math.random().toString(36).slice(2)}`;
      localStorage.setItem("e2eBrowserPushEndpoint", endpoint);
      return subscriptionOf(endpoint);
    };
  });
  const khatm = await createKhatm(page.request, { name: "Renewed Khatm" });
  await page.goto(`/j/${khatm.accessCode}`);
  await hydrated(page, PAINTED);
  await reserveFromBrowser(page, khatm.id, [4], { name: "Safiya", email: uniqueEmail("renewed") });
  await page.reload();
  const mine = page.getByTestId("my-reservations");
  await mine.getByRole("button", { name: "Notify me on this phone" }).click();
  await expect(mine.getByText("Notifications are on for this phone")).toBeVisible();
  const deviceIds = async () =>
    page.evaluate(async () => {
      const response = await fetch("/api/push/subscriptions", {
        headers: { "X-Reader-Key": localStorage.getItem("khatmReaderKey") ?? "" },
      });
      return ((await response.json()) as { devices: Array<{ id: string }> }).devices.map((device) => device.id);
    });
  const first = await deviceIds();
  expect(first).toHaveLength(1);

  // The push service renews the subscription while the page is closed.
  await page.evaluate(() =>
    localStorage.setItem("e2eBrowserPushEndpoint", "https://fcm.googleapis.com/fcm/send/e2e-renewed"),
  );
  await page.reload();
  await hydrated(page, PAINTED);
  await expect(async () => {
    const now = await deviceIds();
    expect(now).toHaveLength(1);
    expect(now).not.toEqual(first);
  }).toPass();
  await expect(mine.getByText("Notifications are on for this phone")).toBeVisible();
});
