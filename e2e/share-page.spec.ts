import { expect, type Page, test } from "@playwright/test";
import { createKhatm, reserveJuzs, uniqueEmail } from "./support/api";
import { reserveFromBrowser, serveWithoutKhatmData } from "./support/khatms";

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
  expect(reads).toEqual([`/api/khatms/code/${khatm.accessCode}`, `/api/khatms/${khatm.id}/juzs`]);
});
