import type { Page } from "@playwright/test";

/** Slows the page's CPU as Lighthouse's phone does (4x), so hydration takes long enough to tap into. */
export async function throttleCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/** Resolves once React has taken the root (hydrateRoot listens on it), which may be before it has hydrated it. */
export async function reactListening(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("_reactListening")),
    undefined,
    { polling: 5 },
  );
}

/** Resolves once React has hydrated the element (its own properties are on it). */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (target) => Object.keys(document.querySelector(target) ?? {}).some((key) => key.startsWith("__react")),
    selector,
  );
}

/** What the page recorded of its takeover (watchTakeover's init script). */
interface SeenTakeover {
  layoutShifts: number;
  shifted: string[];
  painted: Element | null;
}

/** A page's takeover by the app, as the hydration tests judge it. */
export interface Takeover {
  /** Layout shifts as Lighthouse counts them: those the visitor's own input did not cause. */
  layoutShifts: number;
  /** What moved, for a failure's message. */
  shifted: string[];
  /** Whether the node the selector names is still the one the worker painted: React hydrated it, not painted it anew. */
  adopted: boolean;
}

/**
 * Watches every page `page` loads from now on: console errors (but those `ignored` accepts) and uncaught errors go into
 * the list returned; the page itself records its layout shifts and the node `selector` names as the worker painted it,
 * before the app's scripts ran (takeoverOf reads them).
 */
export async function watchTakeover(
  page: Page,
  selector: string,
  ignored: (error: string) => boolean = () => false,
): Promise<string[]> {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !ignored(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript((target) => {
    const seen: SeenTakeover = { layoutShifts: 0, shifted: [], painted: null };
    (window as unknown as { takeover: SeenTakeover }).takeover = seen;
    type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        seen.layoutShifts += entry.value;
        for (const { node } of entry.sources) {
          if (node instanceof Element)
            seen.shifted.push(`${node.tagName} ${node.className} ${node.textContent?.slice(0, 40)}`);
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
    // The painted node, before the app's first render (in a task after the scripts): hydration keeps this very node.
    document.addEventListener("DOMContentLoaded", () => {
      seen.painted = document.querySelector(target);
    });
  }, selector);
  return errors;
}

/** The takeover of the page now loaded, as it recorded it (watchTakeover). */
export function takeoverOf(page: Page, selector: string): Promise<Takeover> {
  return page.evaluate((target) => {
    const { layoutShifts, shifted, painted } = (window as unknown as { takeover: SeenTakeover }).takeover;
    return { layoutShifts, shifted, adopted: painted !== null && painted === document.querySelector(target) };
  }, selector);
}
