import { expect, test } from "@playwright/test";
import { signIn, uniqueEmail } from "./support/auth";
import { keepScreenshot } from "./support/screens";

const shots = "e2e-output/screenshots";

test("header and footer on a wide screen", async ({ page }) => {
  await page.goto("/terms");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Khatm", exact: true })).toHaveAttribute("href", "/");
  await expect(header.getByRole("link", { name: "My Reservations" })).toHaveAttribute("href", "/my-reservations");
  await expect(header.getByRole("link", { name: "My Khatms" })).toHaveAttribute("href", "/my-khatms");
  // Login brings the person back to the page they signed in from (issue 39).
  await expect(header.getByRole("link", { name: "Login" })).toHaveAttribute("href", /^\/login\?next=(%2F|\/)terms$/);

  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(`© ${new Date().getFullYear()} Khatm`)).toBeVisible();
  const contact = footer.getByRole("link", { name: "Contact Us" });
  await expect(contact).toHaveAttribute("href", /^https:\/\//);
  await expect(contact).toHaveAttribute("target", "_blank");
  await footer.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy");
  await footer.getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL("/terms");

  await header.getByRole("link", { name: "My Khatms" }).click();
  await expect(page).toHaveURL("/my-khatms");
  await header.getByRole("link", { name: "Khatm", exact: true }).click();
  await expect(page).toHaveURL("/");
});

test("on a phone the header items sit in a drawer, with who is signed in", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Screenshots of the drawer without its sliding animation.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/my-reservations");
  await expect(page.getByRole("banner").getByRole("link", { name: "My Khatms" })).toBeHidden();
  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByRole("link", { name: "My Reservations" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Login" })).toBeVisible();
  await keepScreenshot(page, { path: `${shots}/drawer-signed-out-390.png` });
  await drawer.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login\?next=(%2F|\/)my-reservations$/);
  await expect(drawer).toBeHidden();
  await keepScreenshot(page, { path: `${shots}/login-390.png`, fullPage: true });

  const email = uniqueEmail("drawer");
  await signIn(page, email);
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(drawer.getByText("Signed in as")).toBeVisible();
  await expect(drawer.getByText(email)).toBeVisible();
  await expect(drawer.getByRole("link", { name: "My Account" })).toBeVisible();
  await keepScreenshot(page, { path: `${shots}/drawer-signed-in-390.png` });

  await drawer.getByRole("link", { name: "My Khatms" }).click();
  await expect(page).toHaveURL("/my-khatms");
  await page.getByRole("button", { name: "Open navigation" }).click();
  await drawer.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("You have been successfully logged out")).toBeVisible();
});

test("any unknown path shows a 404 page with a way home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await keepScreenshot(page, { path: `${shots}/not-found-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, { path: `${shots}/not-found-390.png`, fullPage: true });
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});
