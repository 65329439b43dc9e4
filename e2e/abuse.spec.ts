// Abuse protection in the browser (SECURITY.md, "Abuse"): a signed-out creator's public khatm waits off the public
// list until the magic link is followed; the stop link of an e-mail works and is confirmed on screen, with an undo;
// a visitor reports a khatm and the operator hides it from the report e-mail's link.
import { must } from "@khatm/test-support";
import { expect, type Page, test } from "@playwright/test";
import { createKhatm, linkFromOutbox, readOutbox, uniqueEmail } from "./support/api";
import { latestMagicLink } from "./support/auth";
import { expectToast, screenshotScreens } from "./support/screens";

const PENDING = "It will be listed publicly once you confirm your e-mail";

async function searchPublic(page: Page, text: string) {
  await page.goto("/public");
  await page.getByPlaceholder("Search by name, occasion, or code...").fill(text);
}

test("a signed-out creator's public khatm is listed only once the magic link is followed", async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Unconfirmed ${Date.now().toString(36)}`;
  const creatorEmail = uniqueEmail("new-creator");
  await page.goto("/create");
  await page.getByLabel("Khatm Name").fill(name);
  await page.getByLabel("Your Name").fill("Safiya");
  await page.getByLabel("Your Email").fill(creatorEmail);
  await page.getByRole("button", { name: "Create Khatm" }).click();
  await expect(page).toHaveURL(/\/success\?code=\d{6}$/);
  await expect(page.getByTestId("listing-notice")).toContainText(PENDING);
  await screenshotScreens(page, "abuse-success-pending");
  const code = must(await page.getByTestId("access-code").textContent()).trim();

  // The creator's board (this browser holds the manage key) says the same; readers can join at once.
  await page.goto(`/n/${code}`);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByTestId("listing-notice")).toContainText(PENDING);
  await screenshotScreens(page, "abuse-board-pending");

  await searchPublic(page, name);
  await expect(page.getByRole("heading", { name: "No Matching Khatms Found" })).toBeVisible();

  // The sign-in link the app asked for at creation.
  await page.goto(await latestMagicLink(page.request, creatorEmail));
  await expect(page.getByRole("heading", { name: "Login Successful" })).toBeVisible();
  await searchPublic(page, name);
  await expect(page.getByTestId("public-khatms").getByText(name)).toBeVisible();
  await page.goto(`/n/${code}`);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByTestId("listing-notice")).toHaveCount(0);
});

test("the stop link from the dev outbox stops e-mails, says so, and can be undone", async ({ page, request }) => {
  const creatorEmail = uniqueEmail("stopper");
  await createKhatm(request, { name: "Stop Link Khatm", creatorEmail, isPublic: false });
  const link = await linkFromOutbox(request, creatorEmail, /https?:\/\/\S+\/stop\/\S+/);
  const [created] = await readOutbox(request, creatorEmail);
  expect(must(created).headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

  // The dev outbox shows the headers a real provider would send.
  await page.goto(`/dev/outbox?to=${encodeURIComponent(creatorEmail)}`);
  await expect(page.getByText("List-Unsubscribe-Post:")).toBeVisible();

  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  const result = page.getByTestId("stop-result");
  await expect(result).toContainText("You will get no more e-mails from Khatm.");
  await screenshotScreens(page, "abuse-stopped");

  // Mail to the stopped address is not sent.
  const khatm = await createKhatm(request, { name: "After the stop", isPublic: false });
  await request.post(`/api/khatms/${khatm.id}/reserve`, {
    data: { juzNumbers: [1], readerName: "Stopper", readerEmail: creatorEmail },
  });
  expect((await readOutbox(request, creatorEmail)).map((m) => m.subject)).not.toContain('Your juz in "After the stop"');

  await result.getByRole("button", { name: "Undo: send me e-mails again" }).click();
  await expect(result).toContainText("E-mails from Khatm are on again.");
  await screenshotScreens(page, "abuse-resumed");

  // A forged link is refused on screen.
  await page.goto("/stop/stop:forged.signature");
  await expect(page.getByTestId("stop-result")).toContainText("This link is not valid");
});

test("a visitor reports a khatm, and the operator hides it from the report e-mail", async ({ page, request }) => {
  const name = `Reported ${Date.now().toString(36)}`;
  const khatm = await createKhatm(request, { name });
  await page.goto(`/j/${khatm.accessCode}`);
  await page.getByRole("button", { name: "Report this Khatm" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this Khatm" });
  await dialog.getByLabel("Spam or advertising").check();
  await dialog.getByLabel("More details (optional)").fill("Advertises a shop");
  await screenshotScreens(page, "abuse-report-dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expectToast(page, "Thank you. Your report has been received.");
  await expect(dialog).toBeHidden();

  const review = await linkFromOutbox(
    request,
    "operator@khatm.test",
    new RegExp(`\\S+/review/review%3A${khatm.id}%3Ahide%3A\\S+`),
  );
  const url = new URL(review);
  await page.goto(url.pathname);
  await expect(page.getByText("Hide this Khatm from the public list for good?")).toBeVisible();
  await screenshotScreens(page, "abuse-review");
  await page.getByRole("button", { name: "Hide it" }).click();
  await expect(page.getByTestId("review-result")).toContainText(`"${name}" has been hidden from the public list.`);

  await searchPublic(page, name);
  await expect(page.getByRole("heading", { name: "No Matching Khatms Found" })).toBeVisible();
  // Still usable by its link.
  await page.goto(`/j/${khatm.accessCode}`);
  await expect(page.getByRole("heading", { name })).toBeVisible();
});
