import type { PushKeyResponse } from "@khatm/schema";
import { queryOptions } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "../../lib/api-client";

/** GET /api/push/key: the VAPID public key, or null while the site has push off (404). Asked once a session. */
export const pushKeyQuery = queryOptions({
  queryKey: ["push", "key"],
  queryFn: async () => {
    try {
      return (await apiRequest<PushKeyResponse>("/api/push/key")).publicKey;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/** This browser's subscription, as POST /api/push/subscriptions takes it (the session's or the reader key's). */
export function saveSubscription(subscription: PushSubscription): Promise<unknown> {
  return apiRequest("/api/push/subscriptions", { method: "POST", body: subscription.toJSON() });
}

export function forgetSubscription(endpoint: string): Promise<unknown> {
  return apiRequest("/api/push/subscriptions", { method: "DELETE", body: { endpoint } }).catch((error: unknown) => {
    // Already gone on the server (another session subscribed it since): the browser's own is what counts.
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  });
}

/** The VAPID key as PushManager.subscribe takes it. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}
