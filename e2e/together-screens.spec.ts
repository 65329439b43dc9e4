import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { confirmAddress, linkFromOutbox, uniqueEmail } from "./support/api";
import { signIn } from "./support/auth";
import { keepScreenshot } from "./support/screens";

// Issue 17's screens in English and Arabic, on a phone and a laptop: each page is in its language and direction,
// none scrolls sideways, and each is saved (SHOTS_DIR, else e2e-output/screenshots) to be looked at when
// E2E_SCREENSHOTS=1 asks for screenshots.

const SHOTS = process.env.SHOTS_DIR ?? "e2e-output/screenshots";
const LANGUAGES = ["en", "ar"] as const;
const WIDTHS = [390, 1280] as const;
const ALL = Array.from({ length: 30 }, (_, i) => i + 1);

interface Created {
  id: string;
  accessCode: string;
  manageKey: string;
}

async function post<T>(request: APIRequestContext, path: string, data: unknown, headers = {}): Promise<T> {
  const response = await request.post(path, { data, headers });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A dedicated khatm that three readers completed, its creator confirmed (listed), as its manage key proves. */
async function completedKhatm(request: APIRequestContext): Promise<Created & { readers: string[] }> {
  const creatorEmail = uniqueEmail("creator");
  const khatm = await post<Created>(request, "/api/khatms", {
    name: "Family Khatm for Fatima",
    occasion: "Ramadan",
    dedication: "the memory of our grandmother Fatima bint Abdullah",
    isPublic: true,
    creatorName: "Hafsa",
    creatorEmail,
  });
  await confirmAddress(request, creatorEmail);
  const headers = { "X-Manage-Key": khatm.manageKey };
  let first = 0;
  const readers = ["Amina", "Bilal", "Chadia"].map((name) => ({ name, email: uniqueEmail(name.toLowerCase()) }));
  for (const [index, { name, email }] of readers.entries()) {
    const juzNumbers = ALL.slice(index * 10, index * 10 + 10);
    const body = { juzNumbers, readerName: name, readerEmail: email, creatorEmail };
    const held = await post<{ juzs: Array<{ id: number }> }>(
      request,
      `/api/khatms/${khatm.id}/reserve-on-behalf`,
      body,
      headers,
    );
    first ||= held.juzs[0]?.id ?? 0;
  }
  await post(request, `/api/juzs/${first}/complete`, { juzNumbers: ALL }, headers);
  return { ...khatm, readers: readers.map((reader) => reader.email) };
}

/**
 * Opens `path` in `lang` once, then at each width (a resize, as a phone turned or a window dragged: the layout follows
 * without a reload) checks language, direction and width, and saves the screenshots.
 */
async function shoot(
  page: Page,
  name: string,
  path: string,
  lang: string,
  ready: (page: Page) => Promise<void>,
  focus?: string,
) {
  const [base, fragment] = path.split("#");
  await page.setViewportSize({ width: WIDTHS[0], height: 844 });
  await page.goto(`${base}${base?.includes("?") ? "&" : "?"}lang=${lang}${fragment ? `#${fragment}` : ""}`);
  await ready(page);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} (${lang}) scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    // From the top: the sticky header otherwise lands mid-page in a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, { path: `${SHOTS}/${name}-${lang}-${width}.png`, fullPage: true });
    // The part of a long page this screen is about, as a person sees it.
    if (focus)
      await keepScreenshot(page.getByTestId(focus).first(), { path: `${SHOTS}/${name}-${focus}-${lang}-${width}.png` });
  }
}

const visible = (testId: string) => async (page: Page) => {
  await expect(page.getByTestId(testId).first()).toBeVisible();
};

async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test("issue 17's screens in English and Arabic at 390 and 1280 px", async ({ browser, request }) => {
  test.setTimeout(300_000);
  const khatm = await completedKhatm(request);
  const round = await post<Created>(
    request,
    `/api/khatms/${khatm.id}/next-round`,
    { mode: "rotate" },
    { "X-Manage-Key": khatm.manageKey },
  );
  await post(request, `/api/khatms/${round.id}/reminders`, {}, { "X-Manage-Key": khatm.manageKey });
  const open = await post<Created>(request, "/api/khatms", {
    name: "Ramadan Khatm",
    occasion: null,
    isPublic: false,
    creatorName: "Yusuf",
    creatorEmail: uniqueEmail("yusuf"),
  });
  const readerEmail = uniqueEmail("reader");

  for (const lang of LANGUAGES) {
    const visitor = await freshPage(browser);
    await shoot(
      visitor,
      "completion-visitor",
      `/j/${khatm.accessCode}`,
      lang,
      visible("completion-view"),
      "completion-view",
    );
    await shoot(visitor, "dedication-share", `/j/${round.accessCode}`, lang, visible("dedication"), "dedication");
    await shoot(visitor, "create-dedicated", "/create", lang, async (page) => {
      await expect(page.locator("form")).toBeVisible();
    });

    const creator = await freshPage(browser);
    const manage = `#manage=${encodeURIComponent(khatm.manageKey)}`;
    const board = (testId: string) => [visible(testId), testId] as const;
    await shoot(creator, "completion-creator", `/n/${khatm.accessCode}${manage}`, lang, ...board("next-round"));
    const roundPage = `/n/${round.accessCode}${manage}`;
    await shoot(creator, "series-dashboard", roundPage, lang, ...board("series-line"));
    await shoot(creator, "reminder-settings", roundPage, lang, ...board("reading-settings"));

    // A signed-in reader with juz in round 2: My Reservations with "Read Juz N".
    const reader = await freshPage(browser);
    await signIn(reader, readerEmail);
    if (lang === "en") {
      const token = await reader.evaluate(() => localStorage.getItem("sessionToken"));
      await post(
        request,
        `/api/khatms/${open.id}/reserve`,
        { juzNumbers: [12], readerName: "Amina" },
        { Authorization: `Bearer ${token}` },
      );
    }
    await shoot(reader, "my-reservations", "/my-reservations", lang, visible("reservation-group"), "reservation-group");

    const stop = new URL(await linkFromOutbox(request, khatm.readers[0] ?? "", /http\S+\/stop-reminders\?\S+/));
    await shoot(visitor, "stop-reminders", `${stop.pathname}${stop.search}`, lang, async (page) => {
      await expect(page.getByRole("button")).not.toHaveCount(0);
    });
    for (const page of [visitor, creator, reader]) await page.context().close();
  }
});
