import { expect, test } from "@playwright/test";
import { createKhatm, reserveJuzs, uniqueEmail } from "./support/api";
import { screenshotScreens } from "./support/screens";

test("the public list searches by name, occasion and code, and lists fully reserved khatms apart", async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const lantern = await createKhatm(request, { name: `Lantern ${tag}`, occasion: "Night of Qadr" });
  const orchard = await createKhatm(request, { name: `Orchard ${tag}`, occasion: `Harvest ${tag}` });
  await createKhatm(request, { name: `Hidden ${tag}`, isPublic: false });
  const complete = await createKhatm(request, { name: `Complete ${tag}` });
  const all = Array.from({ length: 30 }, (_, index) => index + 1);
  await reserveJuzs(request, complete.id, all, { readerName: "Devoted Reader", readerEmail: uniqueEmail() });

  await page.goto("/public");
  const open = page.getByTestId("public-khatms");
  await expect(open.getByText(`Lantern ${tag}`)).toBeVisible();
  await expect(open.getByText(`Hidden ${tag}`)).toBeHidden();
  const done = page
    .getByTestId("completed-khatms")
    .getByTestId("khatm-card")
    .filter({ hasText: `Complete ${tag}` });
  await expect(done).toContainText("30/30 juz reserved");
  await expect(done).toContainText("Fully Reserved");
  await expect(open.getByText(`Complete ${tag}`)).toBeHidden();
  await screenshotScreens(page, "public");

  const search = page.getByPlaceholder("Search by name, occasion, or code...");
  await search.fill(`Lantern ${tag}`);
  await expect(open.getByTestId("khatm-card")).toHaveCount(1);
  await expect(open).toContainText(`Lantern ${tag}`);

  await search.fill(`Harvest ${tag}`);
  await expect(open.getByTestId("khatm-card")).toHaveCount(1);
  await expect(open).toContainText(`Orchard ${tag}`);

  await search.fill(orchard.accessCode);
  await expect(open.getByTestId("khatm-card").filter({ hasText: `Orchard ${tag}` })).toBeVisible();

  await search.fill(`nothing-like-this-${tag}`);
  await expect(page.getByRole("heading", { name: "No Matching Khatms Found" })).toBeVisible();
  await screenshotScreens(page, "public-no-match");
  await page.getByRole("button", { name: "Clear Search" }).click();
  await expect(search).toHaveValue("");
  await expect(open.getByText(`Lantern ${tag}`)).toBeVisible();

  await open
    .getByTestId("khatm-card")
    .filter({ hasText: `Lantern ${tag}` })
    .getByRole("link", { name: "Join Khatm" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/n/${lantern.accessCode}$`));
});

test("the home page shows its sections, the FAQ one answer at a time", async ({ page, request }) => {
  await createKhatm(request, { name: "Home Page Khatm" });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Create a Khatm" })).toHaveAttribute("href", "/create");
  await expect(page.getByRole("link", { name: "Join Public Khatm" })).toHaveAttribute("href", "/public");
  await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
  await expect(page.getByTestId("khatm-card").first()).toBeVisible();
  expect(await page.getByTestId("khatm-card").count()).toBeLessThanOrEqual(3);
  await expect(page.getByText("Khatms Completed")).toBeVisible();
  await expect(page.getByText("2,500+")).toBeVisible();
  await expect(page.getByRole("link", { name: "View All Public Khatms" })).toHaveAttribute("href", "/public");

  const first = page.getByRole("button", { name: "How do I join a Khatm?" });
  const second = page.getByRole("button", { name: "Do I need an account?" });
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await screenshotScreens(page, "home");
});
