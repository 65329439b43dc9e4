import { expect, test } from "@playwright/test";
import { createKhatm, reserveJuzs, uniqueEmail } from "./support/api";
import { screenshotScreens } from "./support/screens";

// Issue 39, item 7: one WhatsApp button whose small choice says what each sends (the link, or the list), and Delete
// in a danger zone at the foot of the creator's board, still confirmed with the creator's e-mail.
test.use({ viewport: { width: 390, height: 844 }, permissions: ["clipboard-read", "clipboard-write"] });

const WORDS = {
  en: {
    share: "Share",
    whatsApp: "Share via WhatsApp",
    link: /^Send the link/,
    list: /^Send the list/,
    dangerZone: "Danger zone",
    delete: "Delete",
    deleteTitle: "Delete Khatm",
    email: "Your Email",
  },
  ar: {
    share: "مشاركة",
    whatsApp: "المشاركة عبر واتساب",
    link: /^إرسال الرابط/,
    list: /^إرسال القائمة/,
    dangerZone: "منطقة الخطر",
    delete: "حذف",
    deleteTitle: "حذف الختمة",
    email: "بريدك الإلكتروني",
  },
} as const;

const sent = (href: string | null) => new URL(href ?? "").searchParams.get("text") ?? "";

for (const language of ["en", "ar"] as const) {
  const words = WORDS[language];
  test(`the creator's board at 390 px: one WhatsApp button with a choice, Delete in the danger zone (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const creatorEmail = uniqueEmail("danger");
    const khatm = await createKhatm(request, { name: "Family khatm", creatorName: "Hafsa", creatorEmail });
    await reserveJuzs(request, khatm.id, [2], { readerName: "Zainab", readerEmail: uniqueEmail() });
    await page.goto(`/n/${khatm.accessCode}?lang=${language}#manage=${encodeURIComponent(khatm.manageKey)}`);
    await expect(page.getByTestId("juz-2")).toContainText("Zainab");

    // The header has Share but no Delete; the danger zone is the page's last section, under the board.
    const dangerZone = page.getByTestId("danger-zone");
    await expect(dangerZone.getByRole("heading", { name: words.dangerZone })).toBeVisible();
    await expect(page.getByRole("button", { name: words.delete, exact: true })).toHaveCount(1);
    const zoneTop = await dangerZone.evaluate((zone) => zone.getBoundingClientRect().top);
    const boardBottom = await page.getByTestId("juz-30").evaluate((card) => card.getBoundingClientRect().bottom);
    expect(zoneTop).toBeGreaterThan(boardBottom);
    expect(await dangerZone.evaluate((zone) => zone.parentElement?.lastElementChild === zone)).toBe(true);
    await dangerZone.scrollIntoViewIfNeeded();
    await screenshotScreens(page, `danger-zone-${language}`, { fullPage: false });

    // Share: one WhatsApp button (no other green link), its choice naming what each sends.
    await page.getByTestId("share-button").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("link", { name: /WhatsApp|واتساب/ })).toHaveCount(0);
    await dialog.getByRole("button", { name: words.whatsApp }).click();
    const sendLink = page.getByRole("menuitem", { name: words.link });
    const sendList = page.getByRole("menuitem", { name: words.list });
    await expect(sendList).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
    expect(sent(await sendLink.getAttribute("href"))).toContain(`/n/${khatm.accessCode}`);
    const list = sent(await sendList.getAttribute("href"));
    expect(list).toContain("Zainab");
    expect(list).toContain(`/j/${khatm.accessCode}`);
    await screenshotScreens(page, `whatsapp-choice-${language}`, { fullPage: false });
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Delete keeps the spec's confirmation: the creator's e-mail, then the khatm is gone.
    await dangerZone.getByRole("button", { name: words.delete, exact: true }).click();
    const confirm = page.getByRole("dialog", { name: words.deleteTitle });
    await confirm.getByLabel(words.email).fill(creatorEmail);
    await confirm.getByRole("button", { name: words.deleteTitle }).click();
    await expect(page).toHaveURL(/\/my-khatms/);
    expect((await request.get(`/api/khatms/${khatm.id}`)).status()).toBe(404);
  });
}
