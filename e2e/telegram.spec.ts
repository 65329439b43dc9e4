import { expect, test } from "@playwright/test";
import { createKhatm } from "./support/api";
import { screenshotScreens } from "./support/screens";

test("the Share dialog's 'Add to a Telegram group' adds the bot to a group with the khatm's code (issue 38)", async ({
  page,
  request,
}) => {
  const khatm = await createKhatm(request, { name: "Khatm for the Telegram group" });
  await page.goto(`/n/${khatm.accessCode}`);
  await page.getByTestId("share-button").click();
  const dialog = page.getByRole("dialog");
  const link = dialog.getByRole("link", { name: "Add to a Telegram group" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", `https://t.me/khatm_e2e_bot?startgroup=${khatm.accessCode}`);
  await expect(link).toHaveAttribute("target", "_blank");
  // The WhatsApp and e-mail sharing are still there beside it.
  await expect(dialog.getByRole("button", { name: "Share via WhatsApp" })).toBeVisible();
  await screenshotScreens(page, "share-dialog-telegram", { fullPage: false });
});
