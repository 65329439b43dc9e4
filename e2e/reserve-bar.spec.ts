import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/api";
import { expectToast } from "./support/screens";

// Issue 39, item 2: on a phone, once parts are chosen, the next step is always on screen.
test.use({ viewport: { width: 390, height: 844 } });

const inViewport = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });

test("a 604-page khatm: the bar names the chosen pages, leads to the form, and reserves", async ({ page, request }) => {
  const made = await request.post("/api/khatms", {
    data: {
      name: "Pages at 390",
      isPublic: false,
      creatorName: "Omar",
      creatorEmail: uniqueEmail("bar"),
      division: "page",
    },
  });
  expect(made.status()).toBe(201);
  const { accessCode } = (await made.json()) as { accessCode: string };
  await page.goto(`/j/${accessCode}`);
  await expect(page.getByText("Live", { exact: true })).toBeVisible();

  // Two pages of the first group: the form appears far below, the bar is on screen and names the choice.
  await page.getByTestId("part-group-1").click();
  await page.getByTestId("juz-2").click();
  await page.getByTestId("juz-3").click();
  await page.getByTestId("juz-2").scrollIntoViewIfNeeded();
  const bar = page.getByTestId("reserve-bar");
  await expect(bar).toBeVisible();
  await expect(bar).toContainText("Pages 2-3");
  expect(await inViewport(page, "reserve-bar")).toBe(true);

  // Its button goes to the form, ready for the name; then the bar steps aside.
  await bar.getByRole("button", { name: "Reserve 2 pages" }).click();
  await expect(page.getByTestId("reservation-form").getByLabel("Your Name")).toBeFocused();
  await expect.poll(() => inViewport(page, "reservation-form")).toBe(true);
  await expect(bar).toBeHidden();

  const form = page.getByTestId("reservation-form");
  await form.getByLabel("Your Name").fill("Aisha");
  await form.getByLabel("Your Email").fill(uniqueEmail("aisha"));
  await form.getByRole("checkbox", { name: /Create an account/ }).uncheck();
  await form.getByRole("button", { name: "Reserve 2 pages" }).click();
  await expectToast(page, /You have successfully reserved/);
});

test("on a desktop the form is beside the picker's flow and no bar is shown", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const made = await request.post("/api/khatms", {
    data: { name: "Juz at 1280", isPublic: false, creatorName: "Omar", creatorEmail: uniqueEmail("desk") },
  });
  const { accessCode } = (await made.json()) as { accessCode: string };
  await page.goto(`/j/${accessCode}`);
  await expect(page.getByText("Live", { exact: true })).toBeVisible();
  await page.getByTestId("juz-1").click();
  await expect(page.getByTestId("reservation-form")).toBeVisible();
  await expect(page.getByTestId("reserve-bar")).toBeHidden();
});
