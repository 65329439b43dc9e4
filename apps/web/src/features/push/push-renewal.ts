import { storageKeys } from "../../lib/storage";
import { forgetSubscription, saveSubscription } from "./push-api";

/** What a renewal needs: the browser's current subscription and the API's two calls (tests give their own). */
export interface PushRenewalDeps {
  current: () => Promise<PushSubscription | null>;
  save: (subscription: PushSubscription) => Promise<unknown>;
  forget: (endpoint: string) => Promise<unknown>;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
}

/**
 * A push service may renew a subscription (a new endpoint, `pushsubscriptionchange` in public/sw.js). The service
 * worker cannot tell the API itself: the session token and the reader key that prove whose devices these are live in
 * the page's localStorage. So the page does: whenever it finds the browser's subscription differs from the one it
 * last gave the API, it gives the new one and takes the old one back. Answers whether it changed anything.
 */
export async function renewPushSubscription(deps: PushRenewalDeps): Promise<boolean> {
  const subscription = await deps.current();
  const given = deps.storage.getItem(storageKeys.pushEndpoint);
  if (!subscription || subscription.endpoint === given) return false;
  await deps.save(subscription);
  deps.storage.setItem(storageKeys.pushEndpoint, subscription.endpoint);
  if (given) await deps.forget(given).catch(() => {});
  return true;
}

/** Remembers the endpoint the API was given or told to forget, from the switch's own taps. */
export function rememberPushEndpoint(endpoint: string | null): void {
  if (endpoint) localStorage.setItem(storageKeys.pushEndpoint, endpoint);
  else localStorage.removeItem(storageKeys.pushEndpoint);
}

/** The page's renewal against the real browser and API: after load, and when the service worker says it renewed. */
export function watchPushRenewal(registration: ServiceWorkerRegistration): void {
  if (!("pushManager" in registration) || typeof Notification === "undefined") return;
  const renew = () => {
    if (Notification.permission !== "granted") return;
    void renewPushSubscription({
      current: () => registration.pushManager.getSubscription(),
      save: saveSubscription,
      forget: forgetSubscription,
      storage: localStorage,
    }).catch((error: unknown) => console.warn("Push subscription not renewed", error));
  };
  renew();
  navigator.serviceWorker.addEventListener("message", (event) => {
    if (event.data?.type === "push-subscription-changed") renew();
  });
}
