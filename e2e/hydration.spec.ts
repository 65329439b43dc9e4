import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { type CreatedKhatm, createKhatm, uniqueEmail } from "./support/api";
import { latestMagicLink } from "./support/auth";
import { hydrated, reactListening, takeoverOf, throttleCpu, watchTakeover } from "./support/hydration";

/**
 * Every page the worker paints is hydrated by the app, whoever visits: React adopts the painted nodes (no second
 * paint), nothing moves (layout shift as Lighthouse counts it) and nothing is logged as an error, for a first visit
 * and for a returning visitor holding a session, a reader key or a chosen language.
 */
type Visitor = "first visit" | "session" | "reader key" | "chosen language";

interface Stored {
  local: Record<string, string>;
  cookie?: { name: string; value: string };
}

/** A counted recitation (issue 25): its share links are painted and hydrated as a juz khatm's are. */
async function createCount(request: APIRequestContext): Promise<{ id: string; accessCode: string }> {
  const response = await request.post("/api/khatms", {
    data: {
      name: "Hydrated Ya-Sin",
      creatorName: "Amina",
      creatorEmail: uniqueEmail("hydrate-count"),
      division: "count",
      target: 41,
      recitation: "Surah Ya-Sin",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; accessCode: string };
}

async function storedFor(visitor: Visitor, page: Page, khatm: CreatedKhatm, count: { id: string }): Promise<Stored> {
  if (visitor === "session") {
    const email = uniqueEmail("hydrate-session");
    expect((await page.request.post("/api/auth/magic-link", { data: { email } })).ok()).toBe(true);
    const token = new URL(await latestMagicLink(page.request, email), "http://e2e.test").searchParams.get("token");
    const verified = await page.request.post("/api/auth/verify", { data: { token } });
    const session = (await verified.json()) as { token: string };
    return { local: { sessionToken: session.token, userEmail: email, readerEmail: email } };
  }
  if (visitor === "reader key") {
    // A reader who reserved in this khatm from this browser: the key and the address are remembered, and the share
    // links show their juz once hydrated.
    const readerEmail = uniqueEmail("hydrate-reader");
    const reserved = await page.request.post(`/api/khatms/${khatm.id}/reserve`, {
      data: { juzNumbers: [7], readerName: "Sumayya", readerEmail },
    });
    const { readerKey } = (await reserved.json()) as { readerKey: string };
    // The same browser pledged in the counted recitation: "Your pledges" shows there once hydrated.
    const pledged = await page.request.post(`/api/khatms/${count.id}/pledges`, {
      headers: { "X-Reader-Key": readerKey },
      data: { amount: 3, readerName: "Sumayya", readerEmail },
    });
    expect(pledged.status(), await pledged.text()).toBe(200);
    return { local: { khatmReaderKey: readerKey, readerEmail } };
  }
  if (visitor === "chosen language") {
    return { local: { khatmLocale: "ar" }, cookie: { name: "khatm_lang", value: "ar" } };
  }
  return { local: {} };
}

/** The painted page's first node, which hydration must keep. */
const PAINTED = "#root main h1, #root main";

async function watch(page: Page, stored: Stored) {
  // The not-found page's own document answers 404, as it should.
  const errors = await watchTakeover(page, PAINTED, (error) => error.includes("404 (Not Found)"));
  await page.addInitScript((local) => {
    for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
  }, stored.local);
  if (stored.cookie) {
    await page.context().addCookies([{ ...stored.cookie, url: test.info().project.use.baseURL ?? "" }]);
  }
  return errors;
}

for (const width of [390, 1280]) {
  for (const visitor of ["first visit", "session", "reader key", "chosen language"] as const) {
    test(`every painted page hydrates in place, ${visitor}, at ${width}px`, async ({ browser, request }) => {
      test.setTimeout(120_000);
      const khatm = await createKhatm(request, { name: "Hydrated Khatm", occasion: "Ramadan" });
      const count = await createCount(request);
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      const errors = await watch(page, await storedFor(visitor, page, khatm, count));
      const paths = ["/", "/public", "/public?q=Hydrated", "/create", "/login", "/terms", "/privacy"];
      const shareLinks = [khatm.accessCode, count.accessCode].flatMap((code) => [`/j/${code}`, `/n/${code}`]);
      for (const path of [...paths, ...shareLinks, "/no-such-page"]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
        if (visitor === "chosen language") await expect(page.locator("html"), path).toHaveAttribute("lang", "ar");
        await hydrated(page, "#root main");
        await page.waitForLoadState("networkidle");
        // The returning reader's own juz and pledges, which only this browser's key shows, came after hydration.
        if (visitor === "reader key" && path.endsWith(`/${khatm.accessCode}`))
          await expect(page.getByTestId("my-juz-7"), path).toBeVisible();
        if (visitor === "reader key" && path.endsWith(`/${count.accessCode}`))
          await expect(page.getByTestId("my-pledges"), path).toContainText("0 of 3 read");
        const seen = await takeoverOf(page, PAINTED);
        expect(seen.adopted, `${path}: the app hydrated the painted page instead of painting it again`).toBe(true);
        // A returning reader's own juz and pledges come first, above the picker and the pledge form (issue 39): what
        // only this browser knows arrives above what the worker painted, the one move a page makes for that reader.
        const ownPartsFirst = visitor === "reader key" && shareLinks.includes(path);
        if (!ownPartsFirst) expect(seen.layoutShifts, `${path}: layout shift of ${seen.shifted.join("; ")}`).toBe(0);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}

test("the home page lists a new public khatm in its first HTML", async ({ page, request }) => {
  const name = `Listed at once ${Date.now()}`;
  await createKhatm(request, { name });
  await expect
    .poll(async () => (await (await request.get("/", { headers: { Accept: "text/html" } })).text()).includes(name))
    .toBe(true);
  await page.goto("/");
  await expect(page.getByText(name)).toBeVisible();
});

test("a field typed into and a button tapped while the app hydrates the page act once (4x slower CPU)", async ({
  page,
}) => {
  const email = uniqueEmail("early-login");
  await throttleCpu(page);
  let requests = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/auth/magic-link") requests++;
  });
  await page.goto("/login", { waitUntil: "commit" });
  await reactListening(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(requests).toBe(1);
});

test("text typed before the app hydrates the page is kept and used (4x slower CPU)", async ({ page }) => {
  const email = uniqueEmail("before-hydration");
  await throttleCpu(page);
  // The app's main script waits until the visitor has typed: the painted field takes the text alone.
  let release = () => {};
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/index-*.js", async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto("/login", { waitUntil: "commit" });
  await page.getByLabel("Email").fill(email);
  release();
  await hydrated(page, "#root main");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});
