import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "./support/api";
import { sessionToken, signIn } from "./support/auth";
import { createKhatmAs, reserveAs } from "./support/khatms";

/**
 * Issue 39, item 6: on a phone every control is at least 44 x 44 px, a thumb's size (WCAG 2.5.5). Each main page is
 * measured at 390 px, in English and in Arabic (right to left, longer words), as a person signed in sees it with
 * something on it: their own parts, a selection and its form, the creator's board and its Share dialog.
 */
test.use({ viewport: { width: 390, height: 844 } });

const MIN = 44;

/** What a person can tap: links, buttons, fields and the ARIA roles that stand for them. */
const INTERACTIVE = [
  "a[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  "[role=button]",
  "[role=link]",
  "[role=checkbox]",
  "[role=switch]",
  "[role=radio]",
  "[role=tab]",
  "[role=menuitem]",
  "[role=option]",
].join(", ");

/**
 * The visible controls of the page whose hit box is under 44 x 44 px, each named (its tag, words and size). A
 * checkbox or radio is measured with its labels, which toggle it too; a link inside a sentence is left out (WCAG's
 * inline exception: it keeps the sentence's line).
 */
function tooSmall(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const boxOf = (element: Element) => {
        const rects = [element.getBoundingClientRect()];
        if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio"))
          for (const label of Array.from(element.labels ?? [])) rects.push(label.getBoundingClientRect());
        const shown = rects.filter((rect) => rect.width > 1 && rect.height > 1);
        if (shown.length === 0) return null;
        const left = Math.min(...shown.map((rect) => rect.left));
        const top = Math.min(...shown.map((rect) => rect.top));
        const right = Math.max(...shown.map((rect) => rect.right));
        const bottom = Math.max(...shown.map((rect) => rect.bottom));
        return { width: right - left, height: bottom - top };
      };
      const inSentence = (element: Element) => {
        if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
        const block = element.parentElement;
        return (block?.textContent ?? "").trim().length > (element.textContent ?? "").trim().length;
      };
      const nameOf = (element: Element) => {
        const labels = element instanceof HTMLInputElement ? Array.from(element.labels ?? []) : [];
        const words =
          element.getAttribute("aria-label") ??
          (labels.map((label) => label.textContent).join(" ") || element.textContent || "");
        const id = element.getAttribute("data-testid");
        const type = element instanceof HTMLInputElement ? `[type=${element.type}]` : "";
        return `<${element.tagName.toLowerCase()}${type}${id ? ` data-testid=${id}` : ""}> "${words.trim().replace(/\s+/g, " ").slice(0, 50)}"`;
      };
      const found: string[] = [];
      for (const element of Array.from(document.querySelectorAll(selector))) {
        const ownRect = element.getBoundingClientRect();
        // Mantine's switch hides its input under the track, a label: that label is the control measured.
        const hiddenInput = element instanceof HTMLInputElement && ownRect.width <= 1 && ownRect.height <= 1;
        if (!hiddenInput && !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        if (element.closest("[aria-hidden=true], [inert]") || inSentence(element)) continue;
        const box = boxOf(element);
        if (!box) continue;
        if (box.width < min - 0.5 || box.height < min - 0.5)
          found.push(`${nameOf(element)} ${Math.round(box.width)} x ${Math.round(box.height)}`);
      }
      return [...new Set(found)];
    },
    { selector: INTERACTIVE, min: MIN },
  );
}

/** Fails naming every control of this screen that is too small. */
async function expectThumbSized(page: Page, screen: string): Promise<void> {
  // Let fonts and responsive layouts settle before measuring.
  await page.waitForLoadState("networkidle");
  expect.soft(await tooSmall(page), `controls under ${MIN} x ${MIN} px on ${screen}`).toEqual([]);
}

interface Fixture {
  juzCode: string;
  pageCode: string;
  countCode: string;
  boardCode: string;
  pageBoardCode: string;
}

/** The khatms the pages show: others' juz, page and counted khatms the reader holds parts in, and one of their own. */
async function fixture(request: APIRequestContext, token: string): Promise<Fixture> {
  const other = async (data: Record<string, unknown>) => {
    const response = await request.post("/api/khatms", {
      data: { isPublic: true, creatorName: "Omar", creatorEmail: uniqueEmail("tap-creator"), ...data },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string; accessCode: string };
  };
  const juz = await other({ name: "Juz for thumbs" });
  const pages = await other({ name: "Pages for thumbs", division: "page" });
  const count = await other({ name: "Salawat for thumbs", division: "count", target: 4444, recitation: "Salawat" });
  await reserveAs(request, token, juz.id, [3], "Amina");
  await reserveAs(request, token, pages.id, [5], "Amina");
  const pledged = await request.post(`/api/khatms/${count.id}/pledges`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { amount: 100, readerName: "Amina" },
  });
  expect(pledged.status(), await pledged.text()).toBe(200);
  const own = await createKhatmAs(request, token, { name: "My own khatm", isPublic: false });
  const ownPages = await request.post("/api/khatms", {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: "My own pages", isPublic: false, division: "page" },
  });
  expect(ownPages.status(), await ownPages.text()).toBe(201);
  return {
    juzCode: juz.accessCode,
    pageCode: pages.accessCode,
    countCode: count.accessCode,
    boardCode: own.accessCode,
    pageBoardCode: ((await ownPages.json()) as { accessCode: string }).accessCode,
  };
}

for (const language of ["en", "ar"] as const) {
  test(`every control of the main pages is thumb-sized at 390 px (${language})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await signIn(page, uniqueEmail("tap-reader"));
    const khatms = await fixture(page.request, await sessionToken(page));
    const visit = (path: string) => page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${language}`);

    await visit("/");
    await expectThumbSized(page, "the home page");
    await visit("/create");
    await expectThumbSized(page, "the create form");

    // A juz khatm: the reader's own juz first, a juz chosen, the reservation form.
    await visit(`/j/${khatms.juzCode}`);
    await expect(page.getByTestId("my-juz-3")).toBeVisible();
    await page.getByTestId("juz-5").click();
    await expect(page.getByTestId("reservation-form")).toBeVisible();
    await expectThumbSized(page, "a juz khatm's join page");

    // A 604-page khatm: a group opened, its page chips, one chosen.
    await visit(`/j/${khatms.pageCode}`);
    await expect(page.getByTestId("my-juz-5")).toBeVisible();
    await page.getByTestId("part-group-2").click();
    await page.getByTestId("juz-22").click();
    await expect(page.getByTestId("reservation-form")).toBeVisible();
    await expectThumbSized(page, "a page khatm's join page");

    // A counted recitation: the reader's pledge, the pledge form and its quick picks.
    await visit(`/j/${khatms.countCode}`);
    await expect(page.getByTestId("my-pledges")).toBeVisible();
    await expect(page.getByTestId("pledge-form")).toBeVisible();
    await expectThumbSized(page, "a recitation's page");

    // The creator's board, a juz selected, then its Share dialog with the WhatsApp choice open.
    await visit(`/n/${khatms.boardCode}`);
    await expect(page.getByTestId("danger-zone")).toBeVisible();
    await page.getByTestId("juz-1").click();
    await expect(page.getByTestId("selection-actions")).toBeVisible();
    await expectThumbSized(page, "the creator's board");
    await page.getByTestId("share-button").click();
    await page.getByTestId("whatsapp-choice").click();
    await expect(page.getByRole("menuitem").first()).toBeVisible();
    await expectThumbSized(page, "the Share dialog");
    await page.keyboard.press("Escape");

    // A page khatm's board: a group open with its quick picks ("Select all free").
    await visit(`/n/${khatms.pageBoardCode}`);
    await page.getByTestId("part-group-1").click();
    await expect(page.getByTestId("board-quick-pick")).toBeVisible();
    await expectThumbSized(page, "a page khatm's board");

    await visit("/my-reservations");
    await expect(page.getByTestId("reservation-group").first()).toBeVisible();
    await expectThumbSized(page, "My Reservations");
    await visit("/my-khatms");
    await expect(page.getByText("My own khatm")).toBeVisible();
    await expectThumbSized(page, "My Khatms");
  });
}
