import { must } from "@khatm/test-support";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

/** A fresh address per test, so tests never share an account or a rate-limit bucket. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The newest sign-in link e-mailed to `email`, read from the dev outbox (GET /api/dev/outbox?to=). */
export async function latestMagicLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        link = messages
          .map((message) => message.text.match(/https?:\/\/\S+\/verify-login\?token=\S+/)?.[0])
          .find(Boolean);
        return link;
      },
      { message: `a magic link e-mailed to ${email}` },
    )
    .toBeTruthy();
  // Open it on the server the test talks to, whatever origin the e-mail names.
  const url = new URL(must(link));
  return `${url.pathname}${url.search}`;
}

/** Signs `page` in the way a person does: /login, the e-mail, the link from the outbox. */
export async function signInThroughUi(page: Page, email: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Magic Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await page.goto(await latestMagicLink(page.request, email));
  await expect(page.getByRole("heading", { name: "Login Successful" })).toBeVisible();
}

/** Signs `page` in without the login form (for tests about something else): asks for a link, then opens it. */
export async function signIn(page: Page, email: string): Promise<void> {
  const response = await page.request.post("/api/auth/magic-link", { data: { email } });
  expect(response.ok()).toBe(true);
  await page.goto(await latestMagicLink(page.request, email));
  await expect(page.getByRole("heading", { name: "Login Successful" })).toBeVisible();
}

/** The session token the app stored for the signed-in page, for API calls made on the user's behalf. */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem("sessionToken"));
  expect(token).toBeTruthy();
  return must(token);
}
