import { must } from "@khatm/test-support";
import { expect, test } from "@playwright/test";
import { createKhatm, linkFromOutbox, uniqueEmail } from "./support/api";
import { expectToast, screenshotScreens } from "./support/screens";

test("a signed-out creator creates a khatm, lands on the success page and manages it on the dashboard", async ({
  page,
  request,
}) => {
  const creatorEmail = uniqueEmail("creator");
  await page.goto("/create");
  await expect(page.getByRole("heading", { name: "Create a Khatm" })).toBeVisible();
  await expect(page.getByLabel("Make this Khatm public (visible to everyone)")).toBeChecked();
  await expect(page.getByText("Your name and email are always private.")).toBeVisible();

  await page.getByRole("button", { name: "Create Khatm" }).click();
  await expect(page.getByText("Khatm name is required")).toBeVisible();
  await expect(page.getByText("Your name is required")).toBeVisible();
  await expect(page.getByText("Your email is required")).toBeVisible();
  await screenshotScreens(page, "create-errors");

  await page.getByLabel("Khatm Name").fill("Family Khatm for Ramadan");
  await expect(page.getByText("Khatm name is required")).toBeHidden();
  await page.getByLabel("Occasion").fill("In memory of our grandmother");
  await page.getByLabel("Your Name").fill("Fatima");
  await page.getByLabel("Your Email").fill(creatorEmail);
  await screenshotScreens(page, "create");
  await page.getByRole("button", { name: "Create Khatm" }).click();

  await expect(page).toHaveURL(/\/success\?code=\d{6}$/);
  await expectToast(page, "Your Khatm has been created successfully.");
  const code = must(await page.getByTestId("access-code").textContent()).trim();
  expect(code).toMatch(/^\d{6}$/);
  await expect(page.getByRole("heading", { name: "Khatm Created!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Share via WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expect(page.getByRole("link", { name: "Share via Email" })).toHaveAttribute("href", /^mailto:\?subject=/);
  await expect(page.getByRole("link", { name: "Sign in to Manage" })).toBeVisible();
  await screenshotScreens(page, "success");

  // The signed-out creator gets a magic link to sign in later.
  await linkFromOutbox(request, creatorEmail, /\/verify-login\?token=\S+/);

  await page.getByRole("link", { name: "View Khatm" }).click();
  await expect(page).toHaveURL(new RegExp(`/n/${code}$`));
  await expect(page.getByRole("heading", { name: "Family Khatm for Ramadan" })).toBeVisible();
  await expect(page.getByText("In memory of our grandmother")).toBeVisible();
  // This browser holds the manage key from the creation: the creator's tools show.
  await expect(page.getByRole("button", { name: "Delete" })).toBeVisible();
  await expect(page.getByText("0/30 juz reserved")).toBeVisible();
  await expect(page.getByTestId("recent-activity")).toBeVisible();
});

test("the manage link is on the success page, kept by a reload, and manages the khatm from another browser (390 px)", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/create");
  await page.getByLabel("Khatm Name").fill("Khatm for our teacher");
  await page.getByLabel("Your Name").fill("Bilal");
  await page.getByLabel("Your Email").fill(uniqueEmail("manage-link"));
  await page.getByRole("button", { name: "Create Khatm" }).click();
  await expect(page).toHaveURL(/\/success\?code=\d{6}$/);
  const code = must(await page.getByTestId("access-code").textContent()).trim();
  const card = page.getByTestId("manage-link");
  await expect(card).toContainText("Save it: it is the key to this Khatm.");
  const link = await card.getByRole("textbox", { name: "Your manage link" }).inputValue();
  expect(link).toMatch(new RegExp(`/n/${code}#manage=\\S+$`));
  await expect(card.getByRole("button", { name: "Copy manage link" })).toBeVisible();

  // A reload in a new tab of this browser has no hand-off left: the code in the address keeps the page.
  const again = await page.context().newPage();
  await again.goto(page.url());
  await expect(again.getByRole("heading", { name: "Khatm Created!" })).toBeVisible();
  await expect(again.getByTestId("access-code")).toHaveText(code);
  await expect(again.getByTestId("manage-link").getByRole("textbox")).toHaveValue(link);

  // The link is the key: another browser that opens it manages the khatm.
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto(link);
  await expect(elsewhere.getByRole("heading", { name: "Khatm for our teacher" })).toBeVisible();
  await expect(elsewhere.getByRole("button", { name: "Delete" })).toBeVisible();
});

test("the success page without a created khatm goes home after a second", async ({ page }) => {
  await page.goto("/success");
  await expect(page.getByText("No new Khatm to show. Redirecting...")).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
});

test("a creator whose address stopped e-mails is told plainly on the success page that the link was not e-mailed (390 px, en and ar)", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const creatorEmail = uniqueEmail("stopped-creator");
  await createKhatm(request, { name: "Before the stop", creatorEmail, isPublic: false });
  const stopLink = new URL(await linkFromOutbox(request, creatorEmail, /https?:\/\/\S+\/stop\/\S+/));
  const token = stopLink.pathname.replace(/^\/stop\//, "");
  expect((await request.post(`/api/email/stop/${token}`)).ok()).toBe(true);

  const forms = {
    en: { name: "Khatm Name", you: "Your Name", email: "Your Email", create: "Create Khatm" },
    ar: { name: "اسم الختمة", you: "اسمك", email: "بريدك الإلكتروني", create: "أنشئ الختمة" },
  };
  for (const [lang, title] of [
    ["en", "This link was not e-mailed to you"],
    ["ar", "لم يُرسَل هذا الرابط إلى بريدك الإلكتروني"],
  ] as const) {
    const form = forms[lang];
    await page.goto(`/create?lang=${lang}`);
    await page.getByLabel(form.name).fill(`Khatm after the stop ${lang}`);
    await page.getByLabel(form.you).fill("Bilal");
    await page.getByLabel(form.email).fill(creatorEmail);
    await page.getByRole("button", { name: form.create }).click();
    await expect(page).toHaveURL(/\/success\?code=\d{6}$/);
    const notice = page.getByTestId("manage-link").getByRole("alert");
    await expect(notice).toContainText(title);
    await screenshotScreens(page, `success-not-emailed-${lang}`);
    // A reload (no hand-off left) asks the khatm, with this browser's manage key, and says the same.
    const again = await page.context().newPage();
    await again.goto(page.url());
    await expect(again.getByTestId("manage-link").getByRole("alert")).toContainText(title);
    await again.close();
  }
  // A khatm whose e-mail went says so quietly instead.
  await page.goto("/create?lang=en");
  await expect(page.getByRole("heading", { name: "Create a Khatm" })).toBeVisible();
  await page.getByLabel("Khatm Name").fill("A khatm that is e-mailed");
  await page.getByLabel("Your Name").fill("Bilal");
  await page.getByLabel("Your Email").fill(uniqueEmail("emailed-creator"));
  await page.getByRole("button", { name: "Create Khatm" }).click();
  await expect(page.getByTestId("created-email")).toHaveText("We have also e-mailed it to you.");
});
