import { expect, type Page, test } from "@playwright/test";
import { createKhatm, reserveJuzs, uniqueEmail } from "./support/api";
import { reactListening, throttleCpu } from "./support/hydration";
import { reserveFromBrowser, serveWithoutKhatmData } from "./support/khatms";
import { keepScreenshot, SCREEN_WIDTHS } from "./support/screens";

/** The API reads a page makes for its khatm: the code lookup and the juz list. */
function khatmReads(page: Page): string[] {
  const reads: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/khatms\/(code\/\d+|[^/]+\/juzs)$/.test(pathname)) reads.push(pathname);
  });
  return reads;
}

for (const path of ["j", "n"] as const) {
  test(`a share link (/${path}/{code}) paints its khatm and juz without asking the API for them`, async ({
    page,
    request,
  }) => {
    const khatm = await createKhatm(request, { name: "Khatm from the link" });
    await reserveJuzs(request, khatm.id, [2], { readerName: "Bilal", readerEmail: uniqueEmail() });
    const reads = khatmReads(page);

    await page.goto(`/${path}/${khatm.accessCode}`);
    await expect(page.getByRole("heading", { level: 1, name: "Khatm from the link" })).toBeVisible();
    await expect(page.getByText("1/30 juz reserved")).toBeVisible();
    await expect(page.getByTestId("juz-30")).toBeVisible();
    // Loaded and idle: nothing was asked for.
    await page.waitForLoadState("networkidle");
    expect(reads).toEqual([]);
  });
}

test("a reader who reserved here sees their juz as theirs when they open the link again", async ({ page, request }) => {
  const khatm = await createKhatm(request, { name: "Returning reader khatm" });
  await page.goto("/");
  await reserveFromBrowser(page, khatm.id, [3], { name: "Sumayya", email: uniqueEmail() });
  const reads = khatmReads(page);

  // The page comes with the anonymous view; this browser's reader key holds juz 3, so the juz are read again with it.
  await page.goto(`/j/${khatm.accessCode}`);
  await expect(page.getByTestId("my-reservations")).toBeVisible();
  await expect(page.getByTestId("my-juz-3")).toBeVisible();
  expect(reads).toEqual([`/api/khatms/${khatm.id}/juzs`]);
});

test("a share link still works when the page comes without its khatm", async ({ page, request }) => {
  const khatm = await createKhatm(request, { name: "Khatm looked up by the app" });
  // As when the address has used up its code lookups: the worker serves the plain page.
  await serveWithoutKhatmData(page, `/j/${khatm.accessCode}`);
  const reads = khatmReads(page);
  await page.goto(`/j/${khatm.accessCode}`);
  await expect(page.getByRole("heading", { level: 1, name: "Khatm looked up by the app" })).toBeVisible();
  await expect(page.getByTestId("juz-30")).toBeVisible();
  // The page is still painted without its data; the app, loaded after that paint, asks the API.
  await expect.poll(() => reads).toEqual([`/api/khatms/code/${khatm.accessCode}`, `/api/khatms/${khatm.id}/juzs`]);
});

for (const width of SCREEN_WIDTHS) {
  test(`a share link shows its khatm with JavaScript disabled, at ${width}px`, async ({ browser, request }) => {
    const khatm = await createKhatm(request, { name: "Khatm read without scripts", occasion: "For our teacher" });
    await reserveJuzs(request, khatm.id, [1], { readerName: "Bilal", readerEmail: uniqueEmail() });
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 844 } });
    const page = await context.newPage();
    for (const path of ["j", "n"]) {
      await page.goto(`/${path}/${khatm.accessCode}`);
      await expect(page.getByRole("heading", { level: 1, name: "Khatm read without scripts" })).toBeVisible();
      await expect(page.getByText("For our teacher")).toBeVisible();
      await expect(page.getByText(`Code: ${khatm.accessCode}`)).toBeVisible();
      await expect(page.getByText("1/30 juz reserved")).toBeVisible();
      await expect(page.getByTestId("juz-30")).toContainText("An-Naba 1 - An-Nas 6");
      await expect(page.getByText("All rights reserved")).toBeVisible();
      await keepScreenshot(page, {
        path: `e2e-output/screenshots/share-page-${path}-no-js-${width}.png`,
        fullPage: true,
      });
    }
    await context.close();
  });
}

test("the khatm-created e-mail's link (/n/{code}#manage=...) still becomes the creator's board", async ({
  page,
  request,
}) => {
  const readerEmail = uniqueEmail();
  const khatm = await createKhatm(request, { name: "Creator's painted khatm" });
  await reserveJuzs(request, khatm.id, [4], { readerName: "Maryam", readerEmail });
  await page.goto(`/n/${khatm.accessCode}#manage=${encodeURIComponent(khatm.manageKey)}`);
  await expect(page.getByRole("button", { name: "Delete" })).toBeVisible();
  await expect(page.getByTestId("juz-4")).toContainText(readerEmail);
  await expect(page).toHaveURL(new RegExp(`/n/${khatm.accessCode}$`));
});

for (const visitor of ["first-time", "with a manage key"] as const) {
  // The tap's finger stays where it was: the router leaves the scroll of the page it hydrates alone (router.ts), where
  // it used to jump to the top under the tap.
  test(`a tap on the painted page while the app hydrates it acts once (${visitor} visitor, 4x slower CPU)`, async ({
    page,
    request,
  }) => {
    const khatm = await createKhatm(request, { name: "Khatm tapped early" });
    await throttleCpu(page);
    const hash = visitor === "first-time" ? "" : `#manage=${encodeURIComponent(khatm.manageKey)}`;
    await page.goto(`/j/${khatm.accessCode}${hash}`, { waitUntil: "commit" });
    // As soon as React has the root, before it is done with the page: React hydrates what the tap hit, then
    // hands it the tap (React 19), and every visitor's page is hydrated, a key or not.
    await reactListening(page);
    await page.getByTestId("juz-30").click();
    await expect(page.getByTestId("juz-30")).toHaveAttribute("aria-pressed", "true");
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("juz-30")).toHaveAttribute("aria-pressed", "true");
  });
}

test("a tap on a counted recitation's painted pledge form while the app hydrates it acts once (4x slower CPU)", async ({
  page,
  request,
}) => {
  const made = await request.post("/api/khatms", {
    data: {
      name: "Ya-Sin tapped early",
      creatorName: "Amina",
      creatorEmail: uniqueEmail("count-tap"),
      division: "count",
      target: 41,
      recitation: "Surah Ya-Sin",
    },
  });
  expect(made.status()).toBe(201);
  const { accessCode } = (await made.json()) as { accessCode: string };
  await throttleCpu(page);
  await page.goto(`/j/${accessCode}`, { waitUntil: "commit" });
  await reactListening(page);
  const form = page.getByTestId("pledge-form");
  await form.getByRole("button", { name: "7", exact: true }).click();
  await expect(form.getByRole("button", { name: "Pledge 7" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(form.getByLabel("How many")).toHaveValue("7");
});
