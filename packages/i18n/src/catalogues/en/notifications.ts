/**
 * Issue 36: push notifications on this phone (the switch, and where a browser cannot subscribe) and the app offline.
 */
export default {
  notifyMe: "Notify me on this phone",
  on: "Notifications are on for this phone",
  turnOff: "Turn off",
  blocked: "Notifications are blocked for Khatms in this browser's settings.",
  failed: "Notifications could not be turned on. Please try again.",
  iosGuide:
    'To get notifications on an iPhone or iPad, add Khatms to your Home Screen: tap Share, then "Add to Home Screen", and open it from there.',
  inAppBrowser: "Open in your browser to get notifications",
  offlineNote: "You are offline. Last updated {time}.",
} satisfies Record<string, string>;
