import { describe, expect, it } from "vitest";
import { pushSupportOf } from "./push-support";

const everything = { serviceWorker: true, pushManager: true, notification: true, standalone: false };
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

describe("pushSupportOf", () => {
  it("lets a phone's own browser subscribe", () => {
    expect(pushSupportOf(ANDROID_CHROME, everything)).toBe("supported");
  });

  it("sends an iPhone's Safari tab to Add to Home Screen, and lets the installed app subscribe", () => {
    expect(pushSupportOf(IPHONE, { ...everything, pushManager: false })).toBe("iosNotInstalled");
    expect(pushSupportOf(IPHONE, { ...everything, standalone: true })).toBe("supported");
  });

  it("sends the in-app browsers of WhatsApp, Instagram and Facebook to the phone's browser", () => {
    for (const app of ["WhatsApp/2.24.1", "Instagram 320.0.0", "[FBAN/FBIOS;FBAV/470.0]"]) {
      expect(pushSupportOf(`${ANDROID_CHROME} ${app}`, everything)).toBe("inAppBrowser");
    }
  });

  it("shows nothing where a browser has no push at all", () => {
    expect(pushSupportOf(ANDROID_CHROME, { ...everything, pushManager: false })).toBe("unsupported");
  });
});
