// User text is shown as text (SECURITY.md, "In the browser"): a khatm whose name, occasion, creator name and reader
// name are HTML and script is created through the form and then shown on every screen that names it (success, home,
// public list and search, dashboard with its cards, feed and share dialog, join page, my reservations, my khatms,
// the dev outbox). No dialog may open, no injected element may exist, the text must read literally, the share links
// must carry it URL-encoded, and the e-mails must carry it HTML-escaped.

import { must } from "@khatm/test-support";
import { expect, type Page, test } from "@playwright/test";
import { confirmAddress, readOutbox, uniqueEmail } from "./support/api";
import { signIn } from "./support/auth";

const NAME = `<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2</script>`;
const OCCASION = `<svg onload="window.__xss=3"></svg><iframe src="javascript:window.__xss=4"></iframe> & "quotes"`;
const CREATOR = `<b onmouseover="window.__xss=5">Eve</b>`;
const READER = `<img src=y onerror=window.__xss=6>`;

/** What the hostile texts would have left in the page had any been parsed as HTML. */
const INJECTED =
  'img[src="x"], img[src="y"], script:not([src]), svg[onload], iframe, [onerror], [onmouseover], [onload]';

async function expectHarmless(page: Page, dialogs: string[], where: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  expect(dialogs, `${where}: dialogs`).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    `${where}: injected script ran`,
  ).toBeUndefined();
  expect(await page.locator(INJECTED).count(), `${where}: injected elements`).toBe(0);
}

test("hostile names, occasions and reader names are shown as text on every screen, in share links and in e-mails", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const creatorEmail = uniqueEmail("xss-creator");
  const readerEmail = uniqueEmail("xss-reader");

  // Created through the form, as an attacker would.
  await page.goto("/create");
  await page.getByLabel("Khatm Name").fill(NAME);
  await page.getByLabel("Occasion").fill(OCCASION);
  await page.getByLabel("Your Name").fill(CREATOR);
  await page.getByLabel("Your Email").fill(creatorEmail);
  await page.getByRole("button", { name: "Create Khatm" }).click();
  await expect(page).toHaveURL(/\/success\?code=\d{6}$/);
  const code = must(await page.getByTestId("access-code").textContent()).trim();
  await expect(page.getByText(NAME).first()).toBeVisible();
  await expectHarmless(page, dialogs, "success");
  // Its creator follows the sign-in link, which puts the public khatm on the lists below.
  await confirmAddress(request, creatorEmail);
  const whatsapp = await page.getByRole("link", { name: "Share via WhatsApp" }).getAttribute("href");
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(new URL(must(whatsapp)).searchParams.get("text")).toContain(NAME);
  const mail = await page.getByRole("link", { name: "Share via Email" }).getAttribute("href");
  expect(mail).toMatch(/^mailto:\?subject=/);
  expect(decodeURIComponent(must(mail))).toContain(NAME);

  // A reader with a hostile name reserves through the join page.
  await page.goto(`/j/${code}`);
  await expect(page.getByText(NAME).first()).toBeVisible();
  await expect(page.getByText(OCCASION).first()).toBeVisible();
  await expectHarmless(page, dialogs, "join");
  await page.getByTestId("juz-7").click();
  const form = page.getByTestId("reservation-form");
  await form.getByLabel("Your Name").fill(READER);
  await form.getByLabel("Your Email").fill(readerEmail);
  await form.getByRole("checkbox", { name: /Create an account/ }).uncheck();
  await form.getByRole("button", { name: /Reserve/ }).click();
  await expect(page.getByText(/successfully reserved 1 juz/)).toBeVisible();
  await expectHarmless(page, dialogs, "join after reserving");

  // Home and the public list (card and search).
  await page.goto("/");
  await expect(page.getByTestId("khatm-card").filter({ hasText: NAME }).first()).toBeVisible();
  await expectHarmless(page, dialogs, "home");
  await page.goto("/public");
  await page.getByPlaceholder("Search by name, occasion, or code...").fill(NAME);
  await expect(page.getByTestId("public-khatms").getByText(NAME).first()).toBeVisible();
  await expectHarmless(page, dialogs, "public");

  // The creator's dashboard (this browser holds the manage key): cards with the reader's name, the feed, sharing.
  await page.goto(`/n/${code}`);
  await expect(page.getByRole("heading", { name: NAME })).toBeVisible();
  await expect(page.getByTestId("juz-7")).toContainText(READER);
  await expect(page.getByTestId("recent-activity")).toContainText(READER);
  await expect(page.getByTestId("recent-activity")).toContainText(CREATOR);
  await expectHarmless(page, dialogs, "dashboard");
  await page.getByRole("button", { name: "Share" }).click();
  const share = page.getByRole("dialog");
  await share.getByRole("button", { name: "Share via WhatsApp" }).click();
  const shared = await page.getByRole("menuitem", { name: /^Send the link/ }).getAttribute("href");
  expect(new URL(must(shared)).searchParams.get("text")).toContain(NAME);
  await expect(page.getByTestId("share-link")).toHaveValue(new RegExp(`/n/${code}$`));
  await expectHarmless(page, dialogs, "share dialog");
  await page.keyboard.press("Escape");

  // My reservations (this browser reserved: its reader key shows the juz) and, signed in, my khatms.
  await page.goto("/my-reservations");
  await page.getByLabel("Your email").fill(readerEmail);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByTestId("reservation-group").first()).toContainText(NAME);
  await expectHarmless(page, dialogs, "my reservations");
  // A fresh link: the one sent at creation was followed above, to list the khatm.
  await signIn(page, creatorEmail);
  await page.goto("/my-khatms");
  await expect(page.getByTestId("my-khatm-card").filter({ hasText: NAME })).toBeVisible();
  await expectHarmless(page, dialogs, "my khatms");

  // The e-mails: the created one to the creator, the reservation to the reader, escaped in HTML.
  for (const to of [creatorEmail, readerEmail]) {
    const messages = await readOutbox(request, to);
    expect(messages.length, to).toBeGreaterThan(0);
    // No tag of the hostile texts survives as a tag: their "<" are all "&lt;".
    for (const message of messages) expect(message.html, message.subject).not.toMatch(/<(img|script|svg|iframe|b)\b/i);
  }
  const created = (await readOutbox(request, creatorEmail)).find((message) =>
    message.subject.includes("has been created"),
  );
  expect(created?.html).toContain("&lt;img src=x onerror=&quot;window.__xss=1;alert(1)&quot;&gt;");

  // The dev outbox page renders those e-mails too; its frame is sandboxed and its text escaped.
  await page.goto(`/dev/outbox?to=${encodeURIComponent(creatorEmail)}`);
  await page.locator("details").first().click();
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  expect(await page.locator("img[src='x'], svg[onload]").count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
