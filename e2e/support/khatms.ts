import { type APIRequestContext, expect, type Page } from "@playwright/test";

interface CreatedKhatm {
  id: string;
  accessCode: string;
  name: string;
  manageKey: string;
}

interface MutatedJuz {
  id: number;
  number: number;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Creates a khatm as the signed-in user of `token` (POST /api/khatms). */
export async function createKhatmAs(
  request: APIRequestContext,
  token: string,
  khatm: { name: string; occasion?: string | null; isPublic: boolean },
): Promise<CreatedKhatm> {
  const response = await request.post("/api/khatms", {
    headers: bearer(token),
    data: { occasion: null, startDate: null, endDate: null, ...khatm },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as CreatedKhatm;
}

/** Reserves juz as the signed-in user of `token`; answers the reserved juz (with their ids). */
export async function reserveAs(
  request: APIRequestContext,
  token: string,
  khatmId: string,
  juzNumbers: number[],
  readerName: string,
): Promise<MutatedJuz[]> {
  const response = await request.post(`/api/khatms/${khatmId}/reserve`, {
    headers: bearer(token),
    data: { juzNumbers, readerName },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { juzs: MutatedJuz[] }).juzs;
}

/** Marks a reserved juz completed as the signed-in reader of `token`. */
export async function completeAs(request: APIRequestContext, token: string, juzId: number): Promise<void> {
  const response = await request.post(`/api/juzs/${juzId}/complete`, { headers: bearer(token), data: {} });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Reserves juz from the page's browser while signed out, keeping the reader key the server grants the way the app
 * does, so the browser can later see and cancel what it reserved.
 */
export async function reserveFromBrowser(
  page: Page,
  khatmId: string,
  juzNumbers: number[],
  reader: { name: string; email: string },
): Promise<void> {
  const status = await page.evaluate(
    async ({ khatmId, juzNumbers, reader }) => {
      const key = localStorage.getItem("khatmReaderKey");
      const response = await fetch(`/api/khatms/${khatmId}/reserve`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(key ? { "X-Reader-Key": key } : {}) },
        body: JSON.stringify({ juzNumbers, readerName: reader.name, readerEmail: reader.email }),
      });
      const answer = (await response.json()) as { readerKey?: string };
      if (answer.readerKey) localStorage.setItem("khatmReaderKey", answer.readerKey);
      return response.status;
    },
    { khatmId, juzNumbers, reader },
  );
  expect(status).toBe(200);
}

/** Creates a khatm from the page's browser while signed out, keeping its manage key the way the app does. */
export async function createKhatmFromBrowser(
  page: Page,
  khatm: { name: string; occasion: string | null; isPublic: boolean; creatorName: string; creatorEmail: string },
): Promise<CreatedKhatm> {
  return page.evaluate(async (khatm) => {
    const response = await fetch("/api/khatms", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...khatm, startDate: null, endDate: null }),
    });
    if (!response.ok) throw new Error(`create failed: ${response.status} ${await response.text()}`);
    const created = (await response.json()) as CreatedKhatm;
    const keys = JSON.parse(localStorage.getItem("khatmManageKeys") ?? "{}") as Record<string, string>;
    localStorage.setItem("khatmManageKeys", JSON.stringify({ ...keys, [created.id]: created.manageKey }));
    return created;
  }, khatm);
}

/**
 * Serves the share-link page at `path` without the khatm the worker put in it, as it does once an address has used
 * up its code lookups: the app then asks the API itself.
 */
export async function serveWithoutKhatmData(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html, "the worker's page carries the khatm").toContain('<script id="khatm-share-data"');
    await route.fulfill({ response, body: html.replace(/<script id="khatm-share-data"[\s\S]*?<\/script>/, "") });
  });
}
