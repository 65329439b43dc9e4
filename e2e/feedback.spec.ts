import { expect, type Page, test } from "@playwright/test";
import { readOutbox, uniqueEmail } from "./support/api";
import { expectToast, screenshotScreens } from "./support/screens";

// Issue 39, item 4: honest feedback on a phone.
test.use({ viewport: { width: 390, height: 844 } });

async function joinPage(page: Page, request: Page["request"], division?: "page", lang = "en") {
  const made = await request.post("/api/khatms", {
    data: {
      name: "Feedback Khatm",
      isPublic: false,
      creatorName: "Omar",
      creatorEmail: uniqueEmail("feedback"),
      ...(division ? { division } : {}),
    },
  });
  expect(made.status()).toBe(201);
  const { accessCode } = (await made.json()) as { accessCode: string };
  await page.goto(`/j/${accessCode}?lang=${lang}`);
  await expect(page.getByText(lang === "en" ? "Live" : "مباشر", { exact: true })).toBeVisible();
  return accessCode;
}

async function fillForm(page: Page, email: string) {
  const form = page.getByTestId("reservation-form");
  await form.getByLabel("Your Name").fill("Aisha");
  await form.getByLabel("Your Email").fill(email);
  return form;
}

test("offline, Reserve says 'You are offline' at once and the app shows it; back online the same tap reserves, and says what", async ({
  page,
  request,
  context,
}) => {
  await joinPage(page, request, "page");
  await page.getByTestId("part-group-2").click();
  await page.getByTestId("juz-22").click();
  await page.getByTestId("juz-23").click();
  await page.getByTestId("reserve-bar").getByRole("button", { name: "Reserve 2 pages" }).click();
  const form = await fillForm(page, uniqueEmail("offline"));
  await form.getByRole("checkbox", { name: /Create an account/ }).uncheck();

  await context.setOffline(true);
  await expect(page.getByTestId("offline-banner")).toHaveText(
    "You are offline. Nothing you do can be sent until you reconnect.",
  );
  const started = Date.now();
  await form.getByRole("button", { name: "Reserve 2 pages" }).click();
  await expectToast(page, "Nothing was sent. Connect to the internet and try again.");
  expect(Date.now() - started).toBeLessThan(3000);
  await expect(page.getByText("Could not create account")).toHaveCount(0);
  await screenshotScreens(page, "feedback-offline-en", { fullPage: false });

  await context.setOffline(false);
  await expect(page.getByTestId("offline-banner")).toBeHidden();
  await form.getByRole("button", { name: "Reserve 2 pages" }).click();
  await expectToast(page, "Pages 22-23 reserved");
  await expect(page.locator(".mantine-Notification-root").filter({ hasText: "You are offline" })).toHaveCount(0);
});

test("the offline bar in Arabic", async ({ page, request, context }) => {
  await joinPage(page, request, undefined, "ar");
  await context.setOffline(true);
  await expect(page.getByTestId("offline-banner")).toContainText("أنت غير متصل بالإنترنت");
  await screenshotScreens(page, "feedback-offline-ar", { fullPage: false });
  await context.setOffline(false);
});

test("an error toast closes when the reservation it concerns then succeeds; a missing e-mail is said beside the field", async ({
  page,
  request,
}) => {
  await joinPage(page, request);
  await page.getByTestId("juz-3").click();
  const form = page.getByTestId("reservation-form");
  await form.getByLabel("Your Name").fill("Aisha");
  await form.getByRole("button", { name: "Reserve Juz" }).click();
  await expect(form.getByText("Please provide your email address to continue")).toBeVisible();
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0);
  await form.getByLabel("Your Email").fill(uniqueEmail("toast"));
  await expect(form.getByText("Please provide your email address to continue")).toBeHidden();
  await form.getByRole("checkbox", { name: /Create an account/ }).uncheck();

  // The first try is refused (a conflict, not retried), the second goes.
  let refused = false;
  await page.route("**/api/khatms/*/reserve", async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.fulfill({ status: 409, json: { error: "CONFLICT", message: "Juz 3 was just taken" } });
  });
  await form.getByRole("button", { name: "Reserve Juz" }).click();
  const failure = page.locator(".mantine-Notification-root").filter({ hasText: "Juz 3 was just taken" });
  await expect(failure).toBeVisible();
  await form.getByRole("button", { name: "Reserve Juz" }).click();
  await expectToast(page, "Juz 3 reserved");
  await expect(failure).toHaveCount(0);
});

test("a reservation that takes longer than 10 seconds says so and offers to send it again", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await joinPage(page, request);
  await page.getByTestId("juz-8").click();
  const form = await fillForm(page, uniqueEmail("slow"));
  await form.getByRole("checkbox", { name: /Create an account/ }).uncheck();
  let held = false;
  await page.route("**/api/khatms/*/reserve", async (route) => {
    if (held) return route.continue();
    held = true;
    // The first request never gets an answer (the retry abandons it).
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    await route.abort().catch(() => {});
  });
  await form.getByRole("button", { name: "Reserve Juz" }).click();
  const slow = page.locator(".mantine-Notification-root").filter({ hasText: "This is taking longer than usual" });
  await expect(slow).toBeVisible({ timeout: 15_000 });
  await expect(slow).toContainText("No answer after 10 seconds.");
  await screenshotScreens(page, "feedback-slow-en", { fullPage: false });
  await slow.getByRole("button", { name: "Try again" }).click();
  await expectToast(page, "Juz 8 reserved");
  await expect(slow).toHaveCount(0);
});

test("a reservation that makes the reader's account sends them one e-mail, the confirmation", async ({
  page,
  request,
}) => {
  await joinPage(page, request);
  await page.getByTestId("juz-11").click();
  const email = uniqueEmail("one-mail");
  const form = await fillForm(page, email);
  await expect(form.getByRole("checkbox", { name: /Create an account/ })).toBeChecked();
  await form.getByRole("button", { name: "Reserve Juz" }).click();
  // One toast says all the tap did.
  const toast = page.locator(".mantine-Notification-root").filter({ hasText: "Juz 11 reserved" });
  await expect(toast).toContainText("Account created successfully! Check your email for login instructions.");
  await expect.poll(async () => (await readOutbox(request, email)).length).toBe(1);
  await page.waitForTimeout(1500);
  const mail = await readOutbox(request, email);
  expect(mail.map((message) => message.subject)).toEqual(['Your juz in "Feedback Khatm"']);
  expect(mail[0]?.text).toContain("Your Khatms account has been created.");
});
