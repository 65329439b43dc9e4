/** What this browser can do about push notifications (issue 36), from what it has and says it is. */
export type PushSupport = "supported" | "iosNotInstalled" | "inAppBrowser" | "unsupported";

/** The in-app browsers of the apps a khatm's link is shared in: they cannot subscribe, the phone's browser can. */
const IN_APP_BROWSER = /\b(FBAN|FBAV|FB_IAB|Instagram|WhatsApp|Line\/|Snapchat|TikTok|musical_ly|Twitter)\b/i;

export function pushSupportOf(
  userAgent: string,
  features: { serviceWorker: boolean; pushManager: boolean; notification: boolean; standalone: boolean },
): PushSupport {
  if (IN_APP_BROWSER.test(userAgent)) return "inAppBrowser";
  const apple =
    /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && /Mobile\//.test(userAgent));
  // iOS and iPadOS 16.4+ give Web Push to a site added to the Home Screen, never to a tab in Safari.
  if (apple && !features.standalone) return "iosNotInstalled";
  return features.serviceWorker && features.pushManager && features.notification ? "supported" : "unsupported";
}

/** This browser's support, read where it runs (never during the worker's render: the switch renders after hydration). */
export function browserPushSupport(): PushSupport {
  const standalone =
    window.matchMedia?.("(display-mode: standalone)").matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return pushSupportOf(navigator.userAgent, {
    serviceWorker: "serviceWorker" in navigator,
    pushManager: "PushManager" in window,
    notification: "Notification" in window,
    standalone,
  });
}
