import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { applicationServerKey, forgetSubscription, pushKeyQuery, saveSubscription } from "./push-api";
import { rememberPushEndpoint } from "./push-renewal";
import { browserPushSupport, type PushSupport } from "./push-support";

/** Where this phone stands: subscribed ("on"), not ("off"), the site blocked in its settings, or not known yet. */
export type PushState = "unknown" | "off" | "on" | "blocked";

/** The service worker's registration, registering it if the page has not yet (lib/service-worker.ts). */
async function registration(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration("/"))) await navigator.serviceWorker.register("/sw.js");
  return navigator.serviceWorker.ready;
}

/**
 * "Notify me on this phone" (issue 36): the browser's own push subscription, read after hydration, and the two taps
 * that change it. The browser asks for permission only on the tap that turns notifications on; the subscription
 * goes to the API for the session's account or this browser's reader key (the API client sends whichever it holds).
 */
export function usePushSwitch() {
  const [support, setSupport] = useState<PushSupport | null>(null);
  const [state, setState] = useState<PushState>("unknown");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const key = useQuery({ ...pushKeyQuery, enabled: support === "supported" });

  useEffect(() => {
    const found = browserPushSupport();
    setSupport(found);
    if (found !== "supported") return;
    if (Notification.permission === "denied") {
      setState("blocked");
      return;
    }
    void registration()
      .then((ready) => ready.pushManager.getSubscription())
      .then((subscription) => setState(subscription && Notification.permission === "granted" ? "on" : "off"))
      .catch(() => setState("off"));
  }, []);

  const turnOn = useCallback(async () => {
    if (!key.data) return;
    setBusy(true);
    setFailed(false);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setState(permission === "denied" ? "blocked" : "off");
        return;
      }
      const ready = await registration();
      const subscription =
        (await ready.pushManager.getSubscription()) ??
        (await ready.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: applicationServerKey(key.data),
        }));
      await saveSubscription(subscription);
      rememberPushEndpoint(subscription.endpoint);
      setState("on");
    } catch (error) {
      console.warn("Notifications not turned on", error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, [key.data]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setFailed(false);
    try {
      const subscription = await (await registration()).pushManager.getSubscription();
      if (subscription) {
        await forgetSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      rememberPushEndpoint(null);
      setState("off");
    } catch (error) {
      console.warn("Notifications not turned off", error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, []);

  return { support, state, available: key.data != null, busy, failed, turnOn, turnOff };
}
