import { type Browser, expect, type Page, test, type WebSocketRoute } from "@playwright/test";
import { createKhatm, reserveJuzs, uniqueEmail } from "./support/api";
import { expectToast, keepScreenshot, screenshotScreens } from "./support/screens";

// Issue 14: a page shows others' changes as they happen, without a reload.
const LIVE_WITHIN = { timeout: 2_000 };
const juzCard = (page: Page, number: number) => page.getByTestId(`juz-${number}`);

/** A page in a browser of its own (its own storage: another reader), open and live on `path`. */
async function openLive(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await expect(page.getByTestId("live-indicator")).toHaveAttribute("data-status", "live");
  return page;
}

async function reserveOnPage(page: Page, numbers: number[], readerName: string) {
  for (const number of numbers) await juzCard(page, number).click();
  const form = page.getByTestId("reservation-form");
  await form.getByLabel("Your Name").fill(readerName);
  await form.getByLabel("Your Email").fill(uniqueEmail("live"));
  await form.getByRole("checkbox", { name: /Create an account/ }).uncheck();
  await form.getByRole("button", { name: /Reserve/ }).click();
  await expectToast(page, `You have successfully reserved ${numbers.length} juz.`);
}

test("a juz one reader takes leaves the other's grid, and their selection with a message, without a reload", async ({
  browser,
  request,
}) => {
  const khatm = await createKhatm(request, { name: "Live Khatm" });
  const first = await openLive(browser, `/j/${khatm.accessCode}`);
  const second = await openLive(browser, `/j/${khatm.accessCode}`);
  await expect(second.getByTestId("live-indicator")).toHaveText("Live");

  // The second reader is choosing juz 5 and 6 when the first reserves 5 and 7.
  await juzCard(second, 5).click();
  await juzCard(second, 6).click();
  await expect(second.getByTestId("reservation-form")).toContainText("You selected Juz 5 - and 1 other");
  await reserveOnPage(first, [5, 7], "Bilal");

  await expect(juzCard(second, 7)).toBeHidden(LIVE_WITHIN);
  await expect(juzCard(second, 5)).toBeHidden(LIVE_WITHIN);
  await expect(second.getByText("2/30 juz reserved")).toBeVisible(LIVE_WITHIN);
  const notice = second.getByTestId("taken-notice");
  await expect(notice).toContainText("Juz 5 was just reserved by someone else, so it has left your selection.");
  await expect(second.getByTestId("reservation-form")).toContainText("You selected Juz 6");
  await expect(second.getByTestId("reservation-form")).not.toContainText("Juz 5");
  // The first reader's own juz are theirs, not "taken by someone else".
  await expect(first.getByTestId("taken-notice")).toBeHidden();
  await expect(first.getByTestId("my-juz-5")).toContainText("Reserved");
  await screenshotScreens(second, "live-taken");
  await keepScreenshot(second.getByTestId("live-indicator"), { path: "e2e-output/screenshots/live-indicator.png" });
});

test("the creator's board shows a reservation, its reader's e-mail and the counts as they happen", async ({
  browser,
  request,
}) => {
  const khatm = await createKhatm(request, { name: "Live Board Khatm" });
  const board = await openLive(browser, `/n/${khatm.accessCode}#manage=${encodeURIComponent(khatm.manageKey)}`);
  await expect(board.getByRole("button", { name: "Delete" })).toBeVisible();
  const visitor = await openLive(browser, `/n/${khatm.accessCode}`);

  const readerEmail = uniqueEmail("board");
  await reserveJuzs(request, khatm.id, [3], { readerName: "Zaid", readerEmail });
  await expect(juzCard(board, 3)).toContainText("by Zaid", LIVE_WITHIN);
  await expect(juzCard(board, 3)).toContainText(readerEmail);
  await expect(board.getByText("1/30 juz reserved")).toBeVisible(LIVE_WITHIN);
  // The visitor's grid drops the juz, and no e-mail reaches that page.
  await expect(juzCard(visitor, 3)).toBeHidden(LIVE_WITHIN);
  expect(await visitor.content()).not.toContain(readerEmail);
  await screenshotScreens(board, "live-board");
});

test("a juz in the creator's selection that a reader takes meanwhile leaves the selection with a message", async ({
  browser,
  request,
}) => {
  const khatm = await createKhatm(request, { name: "Live Selection Khatm" });
  const board = await openLive(browser, `/n/${khatm.accessCode}#manage=${encodeURIComponent(khatm.manageKey)}`);
  await juzCard(board, 8).click();
  await juzCard(board, 9).click();
  await expect(board.getByText("Juz 8-9 selected")).toBeVisible();

  await reserveJuzs(request, khatm.id, [9], { readerName: "Hafsa", readerEmail: uniqueEmail("selection") });
  await expect(board.getByTestId("changed-notice")).toContainText(
    "Juz 9 changed meanwhile, so it has left your selection.",
    LIVE_WITHIN,
  );
  await expect(board.getByText("Juz 8 selected")).toBeVisible();
  // The creator's own action is not "someone else's change": reserving juz 8 leaves no new notice.
  await board.getByTestId("changed-notice").getByRole("button").click();
  await board.getByRole("button", { name: "Reserve for Myself" }).click();
  await expect(juzCard(board, 8)).toContainText("Reserved");
  await expect(board.getByTestId("changed-notice")).toBeHidden();
});

test("after a dropped socket the indicator says it is reconnecting, and the page catches up once back", async ({
  page,
  request,
}) => {
  const khatm = await createKhatm(request, { name: "Dropped Khatm" });
  const sockets: WebSocketRoute[] = [];
  // Passed through to the server, so the test can drop the page's socket as a deploy or a lost network would.
  await page.routeWebSocket(/\/live/, (socket) => {
    socket.connectToServer();
    sockets.push(socket);
  });
  await page.goto(`/j/${khatm.accessCode}`);
  const indicator = page.getByTestId("live-indicator");
  await expect(indicator).toHaveAttribute("data-status", "live");

  await sockets[0]?.close({ code: 4000, reason: "dropped" });
  await expect(indicator).toHaveText("Reconnecting…");
  await keepScreenshot(indicator, { path: "e2e-output/screenshots/live-indicator-reconnecting.png" });
  await reserveJuzs(request, khatm.id, [9], { readerName: "Umar", readerEmail: uniqueEmail() });
  await expect(indicator).toHaveText("Live", { timeout: 10_000 });
  expect(sockets).toHaveLength(2);
  await expect(juzCard(page, 9)).toBeHidden(LIVE_WITHIN);
});
