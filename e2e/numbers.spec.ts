import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/api";
import { expectToast } from "./support/screens";

// Issue 39, item 1: no number changes silently. A number out of range stays as typed and the field says the range;
// a large pledge is asked about first; progress takes how many were read. On a 390 px phone.
test.use({ viewport: { width: 390, height: 844 } });

/** A counted recitation made through the API, as the create form would make it; answers its access code. */
async function countKhatm(request: APIRequestContext, target: number): Promise<string> {
  const response = await request.post("/api/khatms", {
    data: {
      name: "Salawat for the new year",
      occasion: null,
      isPublic: false,
      creatorName: "Fatima",
      creatorEmail: uniqueEmail("count-creator"),
      creatorId: 1,
      startDate: null,
      endDate: null,
      division: "count",
      target,
      recitation: "Salawat",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { accessCode: string }).accessCode;
}

/** The join page, typed into only once it is live (hydrated and connected), as a person would. */
async function joinPage(page: Page, code: string, query = ""): Promise<void> {
  await page.goto(`/j/${code}${query}`);
  await expect(page.getByTestId("count-progress")).toBeVisible();
  await expect(page.getByText("Live", { exact: true })).toBeVisible();
}

test("the create form keeps a target out of range as typed, names the range and creates nothing", async ({ page }) => {
  let creates = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/khatms") creates++;
  });
  await page.goto("/create");
  await page.getByLabel("Khatm Name").fill("A very large count");
  await page.getByRole("radio", { name: "Counted recitation" }).check();
  const target = page.getByLabel("How many times");
  await target.fill("99999999");
  await target.blur();
  await expect(target).toHaveValue("99,999,999");
  await page.getByLabel("Your Name").fill("Fatima");
  await page.getByLabel("Your Email").fill(uniqueEmail("large-count"));
  await page.getByRole("button", { name: "Create Khatm" }).click();
  await expect(page.getByText("Enter a whole number from 1 to 1,000,000.")).toBeVisible();
  await expect(target).toHaveValue("99,999,999");
  await expect(page).toHaveURL(/\/create/);
  expect(creates).toBe(0);
});

test("the same in Arabic: the range in Arabic words beside the field", async ({ page }) => {
  await page.goto("/create?lang=ar");
  await page.getByRole("radio", { name: "تلاوة معدودة" }).check();
  const target = page.getByLabel("كم مرة");
  await target.fill("0");
  await target.blur();
  await page.getByRole("button", { name: "أنشئ الختمة" }).click();
  await expect(page.getByText(/أدخل عددًا صحيحًا من .* إلى /)).toBeVisible();
  await expect(target).toHaveValue("0");
});

test("a pledge: out of range it says so; a large one is asked about; progress by number, +1 and All done", async ({
  page,
  request,
}) => {
  const code = await countKhatm(request, 40);
  await joinPage(page, code);
  const form = page.getByTestId("pledge-form");
  const amount = form.getByLabel("How many will you read?");
  await amount.fill("99999999");
  await amount.blur();
  await expect(amount).toHaveValue("99,999,999");
  await form.getByLabel("Your Name").fill("Yusuf");
  await form.getByLabel("Your Email").fill(uniqueEmail("yusuf"));
  await form.getByRole("button", { name: "Pledge 99,999,999" }).click();
  await expect(form.getByText("Enter a whole number from 1 to 40.")).toBeVisible();
  await expect(page.getByTestId("count-progress")).toHaveText("0 / 40");

  // 12 of 40 is more than a quarter of what is free: asked first; Back pledges nothing.
  await amount.fill("12");
  await form.getByRole("button", { name: "Pledge 12" }).click();
  const dialog = page.getByRole("dialog", { name: "Pledge 12 of 40?" });
  await expect(dialog).toContainText("That is a large share of what is still free for everyone.");
  await dialog.getByRole("button", { name: "Back" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("40 still free", { exact: false })).toBeVisible();
  await form.getByRole("button", { name: "Pledge 12" }).click();
  await page.getByRole("dialog", { name: "Pledge 12 of 40?" }).getByRole("button", { name: "Pledge 12" }).click();
  await expectToast(page, /You pledged 12\. Thank you/);

  // Progress: a number out of range is refused beside the field; a number in range, +1 and All done are saved.
  const mine = page.getByTestId("my-pledges");
  await expect(mine).toContainText("0 of 12 read");
  const readSoFar = mine.getByLabel("Read so far");
  await readSoFar.fill("25");
  await expect(mine.getByText("Enter a whole number from 0 to 12.")).toBeVisible();
  await expect(mine.getByRole("button", { name: "Save" })).toBeDisabled();
  await readSoFar.fill("7");
  await mine.getByRole("button", { name: "Save" }).click();
  await expect(mine).toContainText("7 of 12 read");
  await mine.getByRole("button", { name: "+1" }).click();
  await expect(mine).toContainText("8 of 12 read");
  await expect(readSoFar).toHaveValue("8");
  await mine.getByRole("button", { name: "All done" }).click();
  await expect(mine).toContainText("12 of 12 read");
});

test("a pledge of one is never asked about, even of a little that is free", async ({ page, request }) => {
  const code = await countKhatm(request, 3);
  await joinPage(page, code);
  const form = page.getByTestId("pledge-form");
  await form.getByLabel("Your Name").fill("Maryam");
  await form.getByLabel("Your Email").fill(uniqueEmail("maryam"));
  await form.getByRole("button", { name: "Pledge 1" }).click();
  await expectToast(page, /You pledged 1\. Thank you/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
