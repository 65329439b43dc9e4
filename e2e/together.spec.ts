import { COMPLETION_DUA } from "@khatm/schema/dua";
import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/api";
import { createKhatmFromBrowser, reserveFromBrowser } from "./support/khatms";
import { keepScreenshot, screenshotScreens } from "./support/screens";

// Issue 17: "Read Juz N", the completion view with its du'a, dedications and anonymous readers, in the browser.

const ALL = Array.from({ length: 30 }, (_, i) => i + 1);

/** Marks juz completed from the page's browser, with the reader key it reserved with. */
async function completeFromBrowser(page: Page, khatmId: string, juzNumbers: number[]): Promise<void> {
  const status = await page.evaluate(
    async ({ khatmId, juzNumbers }) => {
      const juzs = (await (await fetch(`/api/khatms/${khatmId}/juzs`)).json()) as Array<{ id: number; number: number }>;
      const first = juzs.find((juz) => juz.number === juzNumbers[0]);
      const response = await fetch(`/api/juzs/${first?.id}/complete`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Reader-Key": localStorage.getItem("khatmReaderKey") ?? "" },
        body: JSON.stringify({ juzNumbers }),
      });
      return response.status;
    },
    { khatmId, juzNumbers },
  );
  expect(status).toBe(200);
}

test("a reader follows 'Read Juz N' to their juz in the online mushaf, on a dedicated khatm", async ({ page }) => {
  await page.goto("/");
  const khatm = await createKhatmFromBrowser(page, {
    name: "Reading Links",
    occasion: null,
    isPublic: false,
    creatorName: "Khadija",
    creatorEmail: uniqueEmail("creator"),
  });
  const dedicate = await page.evaluate(async (id) => {
    const keys = JSON.parse(localStorage.getItem("khatmManageKeys") ?? "{}") as Record<string, string>;
    const response = await fetch(`/api/khatms/${id}/dedication`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", "X-Manage-Key": keys[id] ?? "" },
      body: JSON.stringify({ dedication: "the memory of our grandmother Fatima" }),
    });
    return response.status;
  }, khatm.id);
  expect(dedicate).toBe(200);
  await reserveFromBrowser(page, khatm.id, [5], { name: "Aisha", email: uniqueEmail() });

  await page.goto(`/j/${khatm.accessCode}`);
  await expect(page.getByTestId("dedication")).toHaveText("Dedicated to the memory of our grandmother Fatima");
  const link = page.getByTestId("read-juz-5");
  await expect(link).toHaveText("Read Juz 5");
  // Chromium here speaks en-US: quran.com's English juz page, in a new tab (the external site is not loaded).
  await expect(link).toHaveAttribute("href", "https://quran.com/en/juz/5");
  await expect(link).toHaveAttribute("target", "_blank");
  await screenshotScreens(page, "together-read-juz");
});

test("a khatm completed in the browser shows the completion view with the du'a, painted by the server too", async ({
  page,
}) => {
  await page.goto("/");
  const khatm = await createKhatmFromBrowser(page, {
    name: "Completion Khatm",
    occasion: "Ramadan",
    isPublic: true,
    creatorName: "Khadija",
    creatorEmail: uniqueEmail("creator"),
  });
  await reserveFromBrowser(page, khatm.id, ALL, { name: "Aisha", email: uniqueEmail() });
  await completeFromBrowser(page, khatm.id, ALL.slice(0, 29));

  await page.goto(`/j/${khatm.accessCode}`);
  await expect(page.getByTestId("completion-view")).toHaveCount(0);
  await page.getByTestId("my-juz-30").getByRole("button", { name: "Complete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Mark as Completed" }).click();

  const view = page.getByTestId("completion-view");
  await expect(view).toBeVisible();
  await expect(view.getByRole("heading")).toHaveText("Alhamdulillah, this Khatm is complete");
  await expect(view.getByTestId("completion-readers")).toHaveText("1 reader took part");
  await expect(view.getByTestId("dua-arabic")).toHaveText(COMPLETION_DUA.arabic);
  await expect(view.getByTestId("dua-translation")).toHaveText(`“${COMPLETION_DUA.translations.en}”`);
  await expect(view).toContainText("Al-Baqarah 2:127");
  await view.getByRole("button", { name: "Share" }).click();
  await expect(page.getByRole("dialog", { name: "Share this Khatm" })).toBeVisible();
  await page.keyboard.press("Escape");

  // The share link's page comes from the server with the completion already painted.
  const html = await (await page.request.get(`/n/${khatm.accessCode}`)).text();
  expect(html).toContain(COMPLETION_DUA.arabic);
  expect(html).toContain("Alhamdulillah, this Khatm is complete");
  await page.goto(`/n/${khatm.accessCode}`);
  await expect(page.getByTestId("completion-view")).toBeVisible();
  await screenshotScreens(page, "together-completion");
  // The view itself on a phone, where the du'a must read well.
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page.getByTestId("completion-view"), {
    path: "e2e-output/screenshots/together-completion-view-390.png",
  });
});

test("an anonymous reader shows as 'Anonymous reader' to a visitor and by name to the creator", async ({
  page,
  browser,
}) => {
  await page.goto("/");
  const khatm = await createKhatmFromBrowser(page, {
    name: "Quiet Readers",
    occasion: null,
    isPublic: true,
    creatorName: "Khadija",
    creatorEmail: uniqueEmail("creator"),
  });

  // A reader in their own browser reserves juz 7, asking to be shown anonymously.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto(`/j/${khatm.accessCode}`);
  await reader.getByTestId("juz-7").click();
  const form = reader.getByTestId("reservation-form");
  await form.getByLabel("Your Name").fill("Maryam Veiled");
  await form.getByLabel("Your Email").fill(uniqueEmail());
  await form.getByLabel("Create an account").uncheck();
  await form.getByLabel("Show me as an anonymous reader").check();
  await screenshotScreens(reader, "together-anonymous-form", { fullPage: false });
  await form.getByRole("button", { name: "Reserve Juz" }).click();
  const mine = reader.getByTestId("my-reservations");
  await expect(mine.getByLabel("Show me as an anonymous reader")).toBeChecked();

  // A visitor's browser: the page, the data it came with and the API's answers carry no trace of the name.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const page7 = await (await visitor.request.get(`/n/${khatm.accessCode}`)).text();
  const data = JSON.parse(
    page7.match(/<script id="khatm-share-data" type="application\/json">(.*?)<\/script>/s)?.[1] ?? "{}",
  ) as {
    juzs: Array<{ number: number; readerName: string | null }>;
  };
  expect(data.juzs.find((juz) => juz.number === 7)?.readerName).toBe("Anonymous reader");
  expect(page7).not.toContain("Maryam Veiled");
  await visitor.goto(`/n/${khatm.accessCode}`);
  const answer = await visitor.request.get(`/api/khatms/${khatm.id}/juzs`);
  expect(await answer.text()).not.toContain("Maryam Veiled");
  await expect(visitor.getByTestId("juz-8")).toBeVisible();
  expect(await visitor.content()).not.toContain("Maryam Veiled");

  // The creator (this browser holds the manage key) sees the name on the board.
  await page.goto(`/n/${khatm.accessCode}`);
  await expect(page.getByTestId("juz-7")).toContainText("by Maryam Veiled");
  await expect(page.getByTestId("juz-7")).toContainText("Anonymous to others");

  // The reader changes their mind: once their change is answered, the visitor's API answer names them. (The switch
  // shows the choice at once, before the answer: the visitor's request waits for the answer, not for the switch.)
  const answered = reader.waitForResponse(
    (response) => /\/api\/juzs\/\d+\/anonymity$/.test(response.url()) && response.request().method() === "POST",
  );
  await mine.getByLabel("Show me as an anonymous reader").uncheck();
  await expect(mine.getByLabel("Show me as an anonymous reader")).not.toBeChecked();
  expect((await answered).ok()).toBe(true);
  const named = await visitor.request.get(`/api/khatms/${khatm.id}/juzs`);
  const after = (await named.json()) as Array<{ number: number; readerName: string | null }>;
  expect(after.find((juz) => juz.number === 7)?.readerName).toBe("Maryam Veiled");
  await Promise.all([readerContext.close(), visitorContext.close()]);
});
