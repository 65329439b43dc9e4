// Browser-side security (SECURITY.md, "In the browser"): every page, script, style and API answer carries the
// security headers, and the app runs under its Content-Security-Policy without a single violation while a person
// clicks through the main screens: home, code entry, dashboard and share, join and reserve, public list and search,
// create and success, login and verify, the protected pages, legal pages and the 404. A control at the end proves
// the listener hears violations and the CSP blocks inline script.

import { must } from "@khatm/test-support";
import { expect, type Page, type Response, test } from "@playwright/test";
import { createKhatm, linkFromOutbox, reserveJuzs, uniqueEmail } from "./support/api";

interface Seen {
  violations: string[];
  documents: Response[];
  api: Response[];
  assets: Response[];
}

/** Listens for CSP violations (the DOM event and the console's report) and collects every response. */
async function watch(page: Page): Promise<Seen> {
  const seen: Seen = { violations: [], documents: [], api: [], assets: [] };
  await page.exposeFunction("reportCspViolation", (text: string) => seen.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${location.pathname}`);
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text()))
      seen.violations.push(message.text());
  });
  const appOrigin = new URL(must(test.info().project.use.baseURL)).origin;
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin !== appOrigin) return;
    if (response.request().resourceType() === "document") seen.documents.push(response);
    else if (url.pathname.startsWith("/api/")) seen.api.push(response);
    else if (url.pathname.startsWith("/assets/")) seen.assets.push(response);
  });
  return seen;
}

const REFERRER_POLICIES = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];

async function expectPageHeaders(response: Response): Promise<void> {
  const headers = await response.allHeaders();
  const label = `${response.status()} ${response.url()}`;
  const csp = headers["content-security-policy"] ?? "";
  const directive = (name: string) =>
    csp
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? "";
  expect(directive("script-src"), label).toBe("script-src 'self'");
  expect(directive("frame-ancestors"), label).toBe("frame-ancestors 'none'");
  expect(directive("object-src"), label).toBe("object-src 'none'");
  expect(directive("base-uri"), label).toBe("base-uri 'self'");
  expect(csp, label).not.toContain("unsafe-eval");
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["x-frame-options"], label).toBe("DENY");
  expect(REFERRER_POLICIES, label).toContain(headers["referrer-policy"]);
}

async function expectApiHeaders(response: Response): Promise<void> {
  const headers = await response.allHeaders();
  const label = `${response.status()} ${response.url()}`;
  expect(headers["content-security-policy"], label).toContain("default-src 'none'");
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["x-frame-options"], label).toBe("DENY");
  expect(REFERRER_POLICIES, label).toContain(headers["referrer-policy"]);
}

test("every page and answer carries the security headers, and the app causes no CSP violation", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const seen = await watch(page);
  const khatm = await createKhatm(request, { name: "Header Check Khatm", occasion: "Checking the policy" });
  await reserveJuzs(request, khatm.id, [1], { readerName: "Early", readerEmail: uniqueEmail("early") });

  // Home: the FAQ, then the code entry, which leads to the dashboard.
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
  await page.getByRole("button", { name: "Is there a deadline for reading?" }).click();
  await page.getByLabel("Access code").fill(khatm.accessCode);
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/n/${khatm.accessCode}$`));

  // Dashboard as a reader: share dialog, select a juz and reserve it.
  await expect(page.getByRole("heading", { name: "Header Check Khatm" })).toBeVisible();
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByTestId("share-code")).toHaveText(khatm.accessCode);
  await page.keyboard.press("Escape");
  await reserveOnPage(page, 2, "Header Reader", uniqueEmail("header-reader"));
  await expect(page.getByTestId("my-reservations")).toContainText("Juz 2");

  // Join page: reserve another.
  await page.goto(`/j/${khatm.accessCode}`);
  await reserveOnPage(page, 5, "Joiner", uniqueEmail("joiner"));
  await expect(page.getByText(/successfully reserved 1 juz/)).toBeVisible();

  // Public list and search.
  await page.goto("/public");
  await page.getByPlaceholder("Search by name, occasion, or code...").fill("Header Check");
  await expect(page.getByTestId("public-khatms")).toContainText("Header Check Khatm");

  // Create, then the success page and its share links.
  const creatorEmail = uniqueEmail("header-creator");
  await page.goto("/create");
  await page.getByLabel("Khatm Name").fill("Created Under CSP");
  await page.getByLabel("Your Name").fill("Creator");
  await page.getByLabel("Your Email").fill(creatorEmail);
  await page.getByRole("button", { name: "Create Khatm" }).click();
  await expect(page).toHaveURL(/\/success\?code=\d{6}$/);
  await expect(page.getByTestId("access-code")).toHaveText(/^\s*\d{6}\s*$/);

  // Login, the magic link, and the protected pages signed in.
  await page.goto("/login");
  await page.getByLabel("Email").fill(creatorEmail);
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  const link = new URL(await linkFromOutbox(request, creatorEmail, /https?:\/\/\S+\/verify-login\?token=\S+/));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Login Successful" })).toBeVisible();
  for (const [path, heading] of [
    ["/my-khatms", "My Khatms"],
    ["/my-reservations", "My Reservations"],
    ["/account", "My Account"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
  }
  for (const path of ["/terms", "/privacy", "/not-found", "/no/such/page", "/verify-login"]) {
    await page.goto(path);
    await expect(page.locator("#root")).not.toBeEmpty();
  }
  // Give late requests (lists refetched after navigation) their answers.
  await page.waitForLoadState("networkidle");

  expect(seen.violations, "CSP violations while using the app").toEqual([]);
  expect(seen.documents.length).toBeGreaterThanOrEqual(12);
  for (const response of seen.documents) await expectPageHeaders(response);
  expect(seen.api.length).toBeGreaterThan(20);
  for (const response of seen.api) await expectApiHeaders(response);
  expect(seen.assets.length).toBeGreaterThan(3);
  for (const response of seen.assets)
    expect((await response.allHeaders())["x-content-type-options"], response.url()).toBe("nosniff");
  console.log(
    `[security] headers: ${seen.documents.length} pages, ${seen.api.length} API answers, ${seen.assets.length} assets checked; ${seen.violations.length} CSP violations`,
  );

  // The control: the policy blocks an injected inline script, and the listener hears it.
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return (window as unknown as { __injected?: boolean }).__injected ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(() => seen.violations.length).toBeGreaterThan(0);
});

test("the app cannot be framed by another site", async ({ page }) => {
  const seen = await watch(page);
  await page.goto("/terms");
  // A page of another origin (about:blank with a srcdoc counts as opaque) tries to frame the app.
  const origin = new URL(page.url()).origin;
  await page.setContent(`<iframe id="victim" src="${origin}/"></iframe>`);
  await page.waitForTimeout(1000);
  const framed = page.frames().find((frame) => frame.url().startsWith(origin));
  const rendered = framed
    ? await framed
        .locator("#root")
        .count()
        .catch(() => 0)
    : 0;
  expect(rendered).toBe(0);
  expect(seen.violations.join("\n")).toMatch(/frame-ancestors/);
});

/** Selects juz `number` and reserves it through the page's reservation form, without remembering the reader. */
async function reserveOnPage(page: Page, number: number, name: string, email: string): Promise<void> {
  await page.getByTestId(`juz-${number}`).click();
  const form = page.getByTestId("reservation-form");
  await form.getByLabel("Your Name").fill(name);
  await form.getByLabel("Your Email").fill(email);
  await form.getByRole("checkbox", { name: /Create an account/ }).uncheck();
  await form.getByRole("button", { name: /Reserve/ }).click();
}
