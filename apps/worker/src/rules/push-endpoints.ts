/**
 * Which push services a subscription may name (issue 36): the worker posts to a subscription's endpoint, so an
 * endpoint must be on a real browser push service, or on an origin the deployment lists in PUSH_ALLOWED_ORIGINS
 * (none in production; tests and local fakes), never an address a stranger chose.
 */
const PUSH_SERVICES: ReadonlyArray<{ name: string; host: RegExp }> = [
  // Chrome, Edge on Android, Samsung Internet, Opera: Firebase Cloud Messaging.
  { name: "Google", host: /^(fcm|android)\.googleapis\.com$/ },
  // Firefox: autopush.
  { name: "Mozilla", host: /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/ },
  // Safari on macOS, iOS and iPadOS 16.4+.
  { name: "Apple", host: /^web\.push\.apple\.com$/ },
  // Edge on Windows: the Windows Push Notification Services.
  { name: "Microsoft", host: /^([a-z0-9-]+\.)*notify\.windows\.com$/ },
];

/**
 * The push service an endpoint belongs to, by name (a listed origin's host stands for its name), or null when the
 * worker must not post to it: not an absolute https URL on one of the services, or on an origin not allowed. An
 * endpoint with credentials in it is refused too (a URL that would post them on).
 */
export function pushServiceOf(endpoint: string, allowedOrigins: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  // Each listed origin as a URL reads it (a trailing slash or path dropped); not a URL: not allowed.
  const allowed = allowedOrigins.split(",").flatMap((origin) => {
    try {
      return origin.trim() ? [new URL(origin.trim()).origin] : [];
    } catch {
      return [];
    }
  });
  if (allowed.includes(url.origin)) return url.host;
  if (url.protocol !== "https:" || url.port) return null;
  return PUSH_SERVICES.find((service) => service.host.test(url.hostname))?.name ?? null;
}
