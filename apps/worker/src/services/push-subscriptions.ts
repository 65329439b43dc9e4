import { text } from "@khatm/i18n";
import type { PushDevice, PushSubscriptionRequest } from "@khatm/schema";
import type { PushSubscriptionRow } from "../db/schema";
import { ApiException } from "../errors";
import { type DeviceOwner, devicesOwnedBy, removeSubscription, saveSubscription } from "../push/subscription-store";
import type { Viewer } from "../rules/permissions";
import { pushServiceOf } from "../rules/push-endpoints";
import type { Services } from "./services";

/**
 * Whose devices a request names: the session's account, else the reader key's. 401 with neither: a push goes to the
 * devices of a reader's account or of the keys that hold their parts, so a device of nobody would get nothing.
 */
export function deviceOwnerOf(viewer: Viewer): DeviceOwner {
  if (viewer.userId !== null) return { userId: viewer.userId };
  if (viewer.readerKeyHash) return { keyHash: viewer.readerKeyHash };
  throw new ApiException("UNAUTHORIZED", text("api.pushNeedsReader"));
}

/** A device as the device list shows it: its id, when it subscribed and its push service, never its address or keys. */
export function presentDevice(row: PushSubscriptionRow): PushDevice {
  return { id: row.id, createdAt: row.createdAt, service: row.service };
}

/**
 * Subscribes a browser for the viewer (the account, and the reader key it also sent): only on a real push service's
 * origin or one PUSH_ALLOWED_ORIGINS lists (400 naming the endpoint otherwise).
 */
export async function subscribeDevice(
  services: Pick<Services, "db" | "now">,
  viewer: Viewer,
  subscription: PushSubscriptionRequest,
  allowedOrigins: string,
): Promise<PushDevice> {
  const owner = deviceOwnerOf(viewer);
  const service = pushServiceOf(subscription.endpoint, allowedOrigins);
  if (!service) throw new ApiException("BAD_REQUEST", text("validation.pushEndpointInvalid"), "endpoint");
  const saved = await saveSubscription(
    services.db,
    owner,
    {
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      service,
      userId: viewer.userId,
      keyHash: viewer.readerKeyHash,
    },
    services.now(),
  );
  return presentDevice(saved);
}

/** Unsubscribes the viewer's device of `endpoint`; 404 when the viewer has none there. */
export async function unsubscribeDevice(services: Pick<Services, "db">, viewer: Viewer, endpoint: string) {
  if (!(await removeSubscription(services.db, deviceOwnerOf(viewer), endpoint))) {
    throw new ApiException("NOT_FOUND", text("api.pushDeviceNotFound"));
  }
}

export async function devicesOfViewer(services: Pick<Services, "db">, viewer: Viewer): Promise<PushDevice[]> {
  return (await devicesOwnedBy(services.db, deviceOwnerOf(viewer))).map(presentDevice);
}
