import { expect, test } from "@playwright/test";
import { createKhatm } from "./support/api";
import { latestMagicLink, signIn, signInThroughUi, uniqueEmail } from "./support/auth";
import { keepScreenshot } from "./support/screens";

const shots = "e2e-output/screenshots";

test.describe("sign-in by magic link", () => {
  test("asks for a valid e-mail, sends the link, and signs in through it", async ({ page }) => {
    const email = uniqueEmail("amina");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/login");
    await expect(page.getByRole("link", { name: "Terms of Service" }).first()).toHaveAttribute("href", "/terms");
    await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toHaveAttribute("href", "/privacy");
    await keepScreenshot(page, { path: `${shots}/login-1280.png`, fullPage: true });

    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();

    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    await expect(page.getByText("Magic Link Sent")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByText("The link expires in 15 minutes")).toBeVisible();
    await keepScreenshot(page, { path: `${shots}/login-sent-1280.png`, fullPage: true });

    // 'Use a different email' goes back to the form with the address kept for correction.
    await page.getByRole("button", { name: "Use a different email" }).click();
    await expect(page.getByLabel("Email")).toHaveValue(email);

    await page.goto(await latestMagicLink(page.request, email));
    await expect(page.getByRole("heading", { name: "Login Successful" })).toBeVisible();
    await keepScreenshot(page, { path: `${shots}/verify-success-1280.png`, fullPage: true });
    // After 2 seconds the page leads home, signed in: the avatar shows the e-mail's initial (no name yet).
    await expect(page).toHaveURL("/", { timeout: 5_000 });
    const avatar = page.getByRole("button", { name: "Account menu" });
    await expect(avatar).toHaveText("A");
    await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);

    await avatar.click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText(email)).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "My Account" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Logout" })).toBeVisible();
    await keepScreenshot(page, { path: `${shots}/header-menu-1280.png` });

    await menu.getByRole("menuitem", { name: "My Account" }).click();
    await expect(page).toHaveURL("/account");
    // The sign-in toast may still name the address too: look in the page itself.
    await expect(page.getByRole("main").getByText(email)).toBeVisible();
  });

  test("a used or unknown link fails with Try Again and Return Home", async ({ page }) => {
    const email = uniqueEmail("reused");
    await signIn(page, email);
    const used = await latestMagicLink(page.request, email);
    await page.goto(used);
    await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
    await expect(
      page.getByText("This sign-in link is invalid or has expired.", { exact: false }).first(),
    ).toBeVisible();
    await keepScreenshot(page, { path: `${shots}/verify-error-1280.png`, fullPage: true });
    await page.getByRole("link", { name: "Try Again" }).click();
    await expect(page).toHaveURL("/login");
  });

  test("a link without a token says so", async ({ page }) => {
    await page.goto("/verify-login");
    await expect(page.getByText("No verification token found in URL")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  });

  test("logout revokes the session, goes home, and a second tab follows", async ({ page, context }) => {
    await signInThroughUi(page, uniqueEmail("tabs"));
    const token = await page.evaluate(() => localStorage.getItem("sessionToken"));
    const other = await context.newPage();
    await other.goto("/account");
    await expect(other.getByRole("heading", { name: "My Account" })).toBeVisible();

    await page.goto("/my-reservations");
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByText("You have been successfully logged out")).toBeVisible();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem("sessionToken"), localStorage.getItem("userEmail")]),
    ).toEqual([null, null]);

    // The other tab hears of it through storage and leaves the protected page for /login.
    await expect(other).toHaveURL("/login");
    await expect(other.getByRole("link", { name: "Login" })).toBeVisible();

    // The server no longer accepts the old token.
    const me = await page.request.get("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });

  test("signing in in one tab signs in the other", async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto("/my-khatms");
    await expect(other.getByRole("link", { name: "Login" })).toBeVisible();
    await signIn(page, uniqueEmail("zaid"));
    await expect(other.getByRole("button", { name: "Account menu" })).toHaveText("Z");
  });
});

test("login and verification on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail("phone-login");
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, { path: `${shots}/login-sent-390.png`, fullPage: true });

  const link = await latestMagicLink(page.request, email);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Login Successful" })).toBeVisible();
  await keepScreenshot(page, { path: `${shots}/verify-success-390.png`, fullPage: true });
  await expect(page).toHaveURL("/", { timeout: 5_000 });

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
  await keepScreenshot(page, { path: `${shots}/verify-error-390.png`, fullPage: true });
});

test.describe("protected pages", () => {
  test("the account page sends a signed-out visitor to /login", async ({ page }) => {
    await page.goto("/account");
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  });

  test("an expired session is forgotten at start", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("sessionToken", "no-such-session"));
    await page.goto("/account");
    await expect(page).toHaveURL("/login");
    expect(await page.evaluate(() => localStorage.getItem("sessionToken"))).toBeNull();
  });
});

test.describe("the magic link brings the person back (issue 39)", () => {
  test("to the page they signed in from, at 390 px in en and ar; a link naming another site goes home", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const khatm = await createKhatm(request, { name: "Return Khatm" });
    for (const [lang, menu, login, send] of [
      ["en", "Open navigation", "Login", "Send Magic Link"],
      ["ar", "فتح قائمة التنقل", "تسجيل الدخول", "أرسل رابط الدخول"],
    ] as const) {
      const email = uniqueEmail(`back-${lang}`);
      await page.goto(`/j/${khatm.accessCode}?lang=${lang}`);
      await expect(page.getByRole("heading", { name: "Return Khatm" })).toBeVisible();
      await page.getByRole("button", { name: menu }).click();
      await page.getByRole("dialog").getByRole("link", { name: login }).click();
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/j/${khatm.accessCode}`)}`));
      await page.locator("input[type=email]").fill(email);
      await page.getByRole("button", { name: send }).click();
      const link = await latestMagicLink(page.request, email);
      expect(new URL(link, "http://e2e.test").searchParams.get("next")).toBe(`/j/${khatm.accessCode}?lang=${lang}`);
      await page.goto(link);
      await keepScreenshot(page, { path: `${shots}/verify-back-${lang}-390.png` });
      await expect(page).toHaveURL(new RegExp(`/j/${khatm.accessCode}\\?lang=${lang}$`), { timeout: 5_000 });
      await expect(page.getByRole("heading", { name: "Return Khatm" })).toBeVisible();
      await page.evaluate(() => localStorage.clear());
    }

    // A link whose `next` names another site (made by hand: the API refuses to mail one) leads home, not there.
    const email = uniqueEmail("open-redirect");
    expect((await request.post("/api/auth/magic-link", { data: { email } })).ok()).toBe(true);
    const plain = await latestMagicLink(page.request, email);
    await page.goto(`${plain}&next=${encodeURIComponent("//evil.example/steal")}`);
    await expect(page.getByRole("heading", { name: "Login Successful" })).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/(127\.0\.0\.1|localhost):\d+\/$/, { timeout: 5_000 });
  });
});
