import { expect, test } from "@playwright/test";
import { createKhatm } from "./support/api";

test("the served home page answers from D1 through the worker", async ({ page, request }) => {
  const khatm = await createKhatm(request, { name: "Foundation Khatm", isPublic: true });
  const list = page.waitForResponse((response) => response.url().includes("/api/khatms/public"));
  await page.goto("/");
  expect((await list).status()).toBe(200);
  // The newest public khatm with juz available is among the three the home page lists.
  const card = page.getByTestId("khatm-card").filter({ hasText: "Foundation Khatm" });
  await expect(card).toContainText(`Code: ${khatm.accessCode}`);
});
