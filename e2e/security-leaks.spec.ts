// Leak scan in the browser (SECURITY.md, "What others can see"): an anonymous visitor and a signed-in user who
// created nothing walk every screen, including a private khatm's pages (they have its link) and the by-e-mail
// screens with other people's addresses typed in. Every API answer the app receives, the share-link pages' HTML
// (which carries their khatm) and every page's text are scanned: no e-mail address but the viewer's own, and no
// private khatm on the home page, the public list or its search. The API-level crawl of the same promise is apps/worker/test/adversarial/leak-scan.test.ts.

import { must } from "@khatm/test-support";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { type CreatedKhatm, createKhatm, linkFromOutbox, reserveJuzs, uniqueEmail } from "./support/api";

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const emailsIn = (text: string) => [
  ...new Set((text.replace(/\\u0040/gi, "@").match(EMAIL) ?? []).map((email) => email.toLowerCase())),
];

interface World {
  open: CreatedKhatm;
  hidden: CreatedKhatm;
  mark: string;
  creatorEmail: string;
  readerEmails: string[];
}

async function buildWorld(request: APIRequestContext): Promise<World> {
  const mark = `Veiled${Date.now().toString(36)}`;
  const creatorEmail = uniqueEmail("leak-creator");
  const open = await createKhatm(request, {
    name: `Open Leak Check ${mark.slice(-4)}`,
    occasion: "Everyone welcome",
    creatorEmail,
  });
  const hidden = await createKhatm(request, {
    name: `${mark} Family`,
    occasion: `${mark} private`,
    isPublic: false,
    creatorEmail,
  });
  const readerEmails = [uniqueEmail("leak-reader"), uniqueEmail("leak-reader")];
  for (const khatm of [open, hidden]) {
    await reserveJuzs(request, khatm.id, [1, 2], { readerName: "Rahma", readerEmail: must(readerEmails[0]) });
    await reserveJuzs(request, khatm.id, [3], { readerName: "Yusuf", readerEmail: must(readerEmails[1]) });
    const behalf = await request.post(`/api/khatms/${khatm.id}/reserve-on-behalf`, {
      headers: { "X-Manage-Key": khatm.manageKey },
      data: { juzNumbers: [4], readerName: "Behalf", readerEmail: readerEmails[0], creatorEmail },
    });
    expect(behalf.status()).toBe(200);
  }
  return { open, hidden, mark, creatorEmail, readerEmails };
}

interface Scan {
  answers: Array<{ path: string; text: string }>;
  pages: number;
}

function recordApi(page: Page): Scan {
  const scan: Scan = { answers: [], pages: 0 };
  page.on("response", async (response) => {
    const url = new URL(response.url());
    // The share-link pages come with their khatm's data in them, so they are answers too.
    const carriesData = url.pathname.startsWith("/api/") || /^\/[jn]\//.test(url.pathname);
    if (!carriesData || response.status() === 204) return;
    const text = await response.text().catch(() => "");
    scan.answers.push({ path: `${url.pathname}${url.search}`, text });
  });
  return scan;
}

/** Visits every screen a visitor can reach, typing other people's e-mails where a screen asks for one. */
async function walk(page: Page, world: World, scan: Scan, own: string[]): Promise<string[]> {
  const leaks: string[] = [];
  const checkPage = async (where: string, typed: string[] = []) => {
    await page.waitForLoadState("networkidle");
    scan.pages += 1;
    // biome-ignore lint/performance/useDomNodeTextContent: the scan reads what a person sees on the page, as innerText gives it.
    const text = await page.locator("body").innerText();
    const foreign = emailsIn(text).filter((email) => !own.includes(email) && !typed.includes(email));
    if (foreign.length) leaks.push(`page ${where} shows ${foreign.join(", ")}`);
    if (where === "/" || where.startsWith("/public")) {
      // A search page repeats what was typed ("no match for ..."): only the listed cards count there.
      const listed = where.includes("?q=") ? (await page.getByTestId("khatm-card").allInnerTexts()).join("\n") : text;
      if (listed.includes(world.mark) || listed.includes(world.hidden.accessCode))
        leaks.push(`page ${where} lists the private khatm`);
    }
  };

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
  await checkPage("/");
  await page.goto("/public");
  await expect(page.getByTestId("public-khatms")).toBeVisible();
  await checkPage("/public");
  for (const search of [world.mark, world.hidden.accessCode, "Family", "@", "leak-reader"]) {
    await page.getByPlaceholder("Search by name, occasion, or code...").fill(search);
    await page.waitForTimeout(400);
    await checkPage(`/public?q=${search}`);
  }
  for (const khatm of [world.open, world.hidden]) {
    for (const path of [`/n/${khatm.accessCode}`, `/j/${khatm.accessCode}`]) {
      await page.goto(path);
      await expect(page.getByRole("heading").first()).toBeVisible();
      await expect(page.getByTestId("juz-5")).toBeVisible();
      await checkPage(path);
    }
  }
  await page.goto("/my-reservations");
  if (!own.length) {
    await page.getByLabel("Your email").fill(must(world.readerEmails[0]));
    await page.getByRole("button", { name: "Update" }).click();
    await page.waitForTimeout(500);
  }
  await checkPage("/my-reservations", world.readerEmails.slice(0, 1));
  await page.goto("/my-khatms");
  if (!own.length) {
    await page.getByLabel("Your email").fill(world.creatorEmail);
    await page.getByRole("button", { name: /Find/ }).click();
    await page.waitForTimeout(500);
  }
  await checkPage("/my-khatms", [world.creatorEmail]);
  for (const path of ["/account", "/login", "/create"]) {
    await page.goto(path);
    await checkPage(path);
  }

  for (const { path, text } of scan.answers) {
    const foreign = emailsIn(text).filter((email) => !own.includes(email));
    if (foreign.length) leaks.push(`answer ${path} holds ${foreign.join(", ")}`);
    if (
      path.startsWith("/api/khatms/public") &&
      [world.mark, world.hidden.id, world.hidden.accessCode].some((needle) => text.includes(needle))
    ) {
      leaks.push(`answer ${path} lists the private khatm`);
    }
  }
  return leaks;
}

test("an anonymous visitor sees no one's e-mail and no private khatm in any page or API answer", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const world = await buildWorld(request);
  const scan = recordApi(page);
  const leaks = await walk(page, world, scan, []);
  console.log(
    `[security] leak scan, anonymous: ${scan.pages} pages, ${scan.answers.length} answers (API, share-link pages), ${leaks.length} leaks`,
  );
  expect(scan.answers.length).toBeGreaterThan(15);
  // The four share-link pages (open and private khatm, /j and /n) came with their khatm: those were scanned too.
  expect(scan.answers.filter(({ path }) => /^\/[jn]\//.test(path))).toHaveLength(4);
  expect(leaks).toEqual([]);
});

test("a signed-in reader who created nothing sees only their own e-mail", async ({ page, request }) => {
  test.setTimeout(120_000);
  const world = await buildWorld(request);
  const visitor = uniqueEmail("leak-visitor");
  // Signed in, and holding a reservation of their own: their address does appear, and is the only one allowed.
  const response = await request.post("/api/auth/magic-link", { data: { email: visitor } });
  expect(response.status()).toBe(200);
  const link = new URL(await linkFromOutbox(request, visitor, /https?:\/\/\S+\/verify-login\?token=\S+/));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Login Successful" })).toBeVisible();
  await reserveJuzs(request, world.open.id, [9], { readerName: "Visitor", readerEmail: visitor });

  const scan = recordApi(page);
  const leaks = await walk(page, world, scan, [visitor]);
  console.log(
    `[security] leak scan, signed in: ${scan.pages} pages, ${scan.answers.length} answers (API, share-link pages), ${leaks.length} leaks`,
  );
  expect(leaks).toEqual([]);
  // The scan sees e-mails where they belong: the visitor's own reservation lists their address.
  expect(scan.answers.some((answer) => answer.text.includes(visitor))).toBe(true);
});
