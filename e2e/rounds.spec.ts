const MANAGE_KEY_HEADER = "X-Manage-Key";

import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { createKhatm, linkFromOutbox, uniqueEmail } from "./support/api";
import { expectToast, screenshotScreens } from "./support/screens";

const juzCard = (page: Page, number: number) => page.getByTestId(`juz-${number}`);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A khatm whose 30 juz three readers read (1-10, 11-20, 21-30), reserved and completed by its creator's key. */
async function completedKhatm(request: APIRequestContext, readers: Array<{ name: string; email: string }>) {
  const khatm = await createKhatm(request, {
    name: "Family Round Khatm",
    creatorName: "Hafsa",
    creatorEmail: uniqueEmail("creator"),
  });
  const headers = { [MANAGE_KEY_HEADER]: khatm.manageKey };
  const me = await request.get(`/api/khatms/${khatm.id}`, { headers });
  const { creatorEmail } = (await me.json()) as { creatorEmail: string };
  let firstJuzId = 0;
  for (const [index, reader] of readers.entries()) {
    const response = await request.post(`/api/khatms/${khatm.id}/reserve-on-behalf`, {
      headers,
      data: {
        juzNumbers: range(index * 10 + 1, index * 10 + 10),
        readerName: reader.name,
        readerEmail: reader.email,
        creatorEmail,
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    if (index === 0) firstJuzId = ((await response.json()) as { juzs: Array<{ id: number }> }).juzs[0]?.id ?? 0;
  }
  const done = await request.post(`/api/juzs/${firstJuzId}/complete`, { headers, data: { juzNumbers: range(1, 30) } });
  expect(done.status(), await done.text()).toBe(200);
  return khatm;
}

test("the creator starts round 2 with rotation: each reader's next juz is reserved for them", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const readers = ["Amina", "Bilal", "Chadia"].map((name) => ({ name, email: uniqueEmail(name.toLowerCase()) }));
  const khatm = await completedKhatm(request, readers);

  await page.goto(`/n/${khatm.accessCode}#manage=${encodeURIComponent(khatm.manageKey)}`);
  const card = page.getByTestId("next-round");
  await expect(card.getByRole("heading", { name: "Start Round 2" })).toBeVisible();
  await expect(card.getByRole("radio", { name: /Rotate/ })).toBeChecked();
  await screenshotScreens(page, "next-round-card");
  await card.getByRole("button", { name: "Start the next round" }).click();
  await expectToast(page, "Round 2 has started: 3 readers have their next juz reserved.");

  // The new round's page, managed by the same browser: juz 11 for Amina, 21 for Bilal, 1 (after 30) for Chadia.
  await expect(page).not.toHaveURL(new RegExp(`/n/${khatm.accessCode}$`));
  await expect(page.getByTestId("series-line")).toContainText("Round 2 · 1 completed");
  await expect(page.getByTestId("series-line").getByRole("link", { name: "Round 1" })).toHaveAttribute(
    "href",
    `/n/${khatm.accessCode}`,
  );
  await expect(juzCard(page, 11)).toContainText("by Amina");
  await expect(juzCard(page, 21)).toContainText("by Bilal");
  await expect(juzCard(page, 1)).toContainText("by Chadia");
  await expect(page.getByText("30/30 juz reserved")).toBeVisible();
  await screenshotScreens(page, "round-2-rotated");
  await linkFromOutbox(request, readers[0]?.email ?? "", /Juz 11: /);

  // "Send a reminder" reaches the three readers; a reader stops them from the e-mail's link, without an account.
  const settings = page.getByTestId("reading-settings");
  await settings.getByRole("button", { name: "Send a reminder" }).click();
  await expectToast(page, "A reminder is on its way to 3 readers.");
  const stop = await linkFromOutbox(request, readers[1]?.email ?? "", /http\S+\/stop-reminders\?\S+/);
  const reader = await page.context().browser()?.newPage();
  if (!reader) throw new Error("no second page");
  await reader.goto(new URL(stop).pathname + new URL(stop).search);
  await expect(reader.getByText("Stop the reminder emails of this Khatm?")).toBeVisible();
  await reader.getByRole("button", { name: "Stop reminders" }).click();
  await expect(reader.getByText('You will get no more reminders from the Khatm "Family Round Khatm".')).toBeVisible();
  await screenshotScreens(reader, "stop-reminders");
});
