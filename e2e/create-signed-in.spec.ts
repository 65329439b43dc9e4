import { expect, test } from "@playwright/test";
import { createKhatm } from "./support/api";
import { signIn, uniqueEmail } from "./support/auth";
import { expectToast, screenshotScreens } from "./support/screens";

test("a signed-in user creates as themselves, manages from My Khatms, and the join page sends them there", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("signed-in-creator");
  await signIn(page, email);

  await page.goto("/create");
  await expect(page.getByTestId("creating-as")).toContainText(`(${email})`);
  await expect(page.getByLabel("Your Email")).toBeHidden();
  await screenshotScreens(page, "create-signed-in");
  await page.getByLabel("Khatm Name").fill("Signed-in Khatm");
  await page.getByRole("button", { name: "Create Khatm" }).click();
  await expect(page).toHaveURL(/\/success\?code=\d{6}$/);
  await expectToast(page, "Your Khatm has been created successfully.");
  await expect(page.getByRole("link", { name: "Manage Your Khatms" })).toHaveAttribute("href", "/my-khatms");

  // A khatm of theirs this browser holds no key for: the session alone proves the creator.
  const other = await createKhatm(request, { name: "Made Elsewhere", creatorEmail: email });
  await page.goto(`/n/${other.accessCode}`);
  await expect(page.getByRole("button", { name: "Delete" })).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  // The confirmation is prefilled with the signed-in e-mail.
  await expect(page.getByRole("dialog").getByLabel("Your Email")).toHaveValue(email);
  await page.keyboard.press("Escape");

  await page.goto(`/j/${other.accessCode}`);
  await expect(page).toHaveURL(/\/my-khatms$/);
});
