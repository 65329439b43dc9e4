import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { createKhatm, uniqueEmail } from "./support/api";
import { screenshotScreens } from "./support/screens";

/** Clicks 'Download QR Code' in `scope` and checks the file: an SVG at print size named after the code. */
async function downloadQrCode(page: Page, scope: ReturnType<Page["locator"]>, code: string): Promise<void> {
  const downloading = page.waitForEvent("download");
  await scope.getByRole("button", { name: "Download QR Code" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`khatm-${code}-qr-code.svg`);
  const file = readFileSync(await download.path(), "utf8");
  expect(file).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(file).toContain('width="1024"');
  expect(file).toContain(`<title>QR code that opens ${new URL(page.url()).origin}/n/${code}</title>`);
}

test("the Success page shows the khatm's link as a QR code that downloads", async ({ page }) => {
  await page.goto("/create");
  await page.getByLabel("Khatm Name").fill("Khatm for the notice board");
  await page.getByLabel("Your Name").fill("Yusuf");
  await page.getByLabel("Your Email").fill(uniqueEmail("creator"));
  await page.getByRole("button", { name: "Create Khatm" }).click();
  await expect(page).toHaveURL(/\/success\?code=\d{6}$/);
  await expect(page).toHaveTitle("Khatm Created · Khatm");
  const code = (await page.getByTestId("access-code").textContent())?.trim() ?? "";
  const link = `${new URL(page.url()).origin}/n/${code}`;

  const qr = page.getByRole("img", { name: `QR code that opens ${link}` });
  await expect(qr).toBeVisible();
  // Every text the spec gives the page is still there.
  await expect(page.getByRole("button", { name: "Copy Shareable Link" })).toBeVisible();
  for (const name of ["Share via WhatsApp", "Share via Email", "View Khatm", "Sign in to Manage"])
    await expect(page.getByRole("link", { name })).toBeVisible();
  await downloadQrCode(page, page.locator("body"), code);
  await screenshotScreens(page, "success-qr");
});

test("the Share dialog shows the khatm's link as a QR code that downloads", async ({ page, request }) => {
  const khatm = await createKhatm(request, { name: "Khatm shared by QR" });
  await page.goto(`/n/${khatm.accessCode}`);
  await expect(page).toHaveTitle("Khatm shared by QR · Khatm");
  await page.getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog");
  const link = `${new URL(page.url()).origin}/n/${khatm.accessCode}`;
  await expect(dialog.getByTestId("share-link")).toHaveValue(link);
  await expect(dialog.getByRole("img", { name: `QR code that opens ${link}` })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Copy Link" })).toBeVisible();
  await downloadQrCode(page, dialog, khatm.accessCode);
  await screenshotScreens(page, "share-dialog-qr", { fullPage: false });
});

test("the app is installable: its manifest and icons are linked and served, and Chromium accepts them", async ({
  page,
  request,
  playwright,
  launchOptions,
  baseURL,
}) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Khatm: read the whole Qur'an together");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const answer = await request.get(href ?? "");
  expect(answer.status()).toBe(200);
  const manifest = (await answer.json()) as { start_url: string; icons: { src: string; type: string }[] };
  expect(manifest.start_url).toBe("/");
  const icons = [...manifest.icons.map((icon) => icon.src), "/apple-touch-icon.png", "/favicon.svg"];
  for (const icon of icons) {
    const response = await request.get(icon);
    expect(response.status(), icon).toBe(200);
    expect(response.headers()["content-type"], icon).toMatch(/^image\/(png|svg\+xml)/);
  }

  // Chromium's own check (what its install prompt needs) through the DevTools protocol, in a normal profile:
  // Playwright's usual contexts are incognito, where Chromium installs nothing.
  const profile = mkdtempSync(join(tmpdir(), "khatm-install-"));
  const browser = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const home = browser.pages()[0] ?? (await browser.newPage());
    await home.goto("/");
    await expect(home.getByRole("heading", { level: 1 })).toBeVisible();
    const devtools = await browser.newCDPSession(home);
    const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
