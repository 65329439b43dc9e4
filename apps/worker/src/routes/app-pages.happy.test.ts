import type { KhatmSummary } from "@khatm/schema";
import { PAINTED_PAGE_ELEMENT_ID } from "@khatm/schema/share-page";
import { describe, expect, it } from "vitest";
import { openAppPage } from "../../test/app-pages";
import { syncEveryIndex } from "../../test/khatm-state";
import { createKhatm } from "../../test/khatms";
import { translatorFor } from "../lib/i18n";
import { RENDER_WHEN_PARSED } from "../services/page-body";

/** Each public page, what its painted HTML must say (a key of the catalogue), and its <title>, if its own. */
const PAGES = [
  { path: "/", says: "home.heroTitle", title: null },
  { path: "/public", says: "publicList.title", title: "titles.publicKhatms" },
  { path: "/create", says: "create.title", title: "titles.createKhatm" },
  { path: "/login", says: "auth.signInTitle", title: "titles.signIn" },
  { path: "/terms", says: "titles.termsOfService", title: "titles.termsOfService" },
  { path: "/privacy", says: "titles.privacyPolicy", title: "titles.privacyPolicy" },
] as const;

describe("the worker paints every public page with the app's components", () => {
  for (const locale of ["en", "ar"] as const) {
    for (const page of PAGES) {
      it(`paints ${page.path} in ${locale}, with its language and catalogue for the browser to hydrate`, async () => {
        const i18n = await translatorFor(locale);
        const { response, html, state, text } = await openAppPage(`${page.path}?lang=${locale}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("Content-Type")).toMatch(/text\/html/);
        expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
        const htmlTag = html.match(/<html[^>]*>/)?.[0];
        expect(htmlTag).toContain(`lang="${locale}"`);
        expect(htmlTag).toContain(`dir="${i18n.dir}"`);
        expect(text).toContain(i18n.t(page.says));
        // The app's header and footer are painted too.
        expect(text).toContain(i18n.t("common.siteName"));
        expect(state?.locale).toBe(locale);
        expect(state?.catalogue).toBeTypeOf("object");
        // The app's scripts only hydrate what is on screen: they come after the HTML and CSS.
        expect(html).toMatch(/<script type="module"[^>]* fetchpriority="low">/);
        expect(html).not.toMatch(/<link rel="modulepreload"(?![^>]*fetchpriority="low")[^>]*>/);
        // No frame of a half-parsed page: the first paint waits for the painted body's end.
        expect(html.slice(0, html.indexOf("</head>"))).toContain(RENDER_WHEN_PARSED);
        expect(html).toContain(`<script id="${PAINTED_PAGE_ELEMENT_ID}"`);
        if (page.title) {
          const title = i18n.t("common.pageTitle", { page: i18n.t(page.title), site: i18n.t("common.siteName") });
          expect(html).toContain(`<title>${title}</title>`);
        }
      });
    }
  }

  it("lists a new public khatm on the home page and the public list in their first HTML, with the data they read", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const khatm = await createKhatm({ name: `Newest ${tag}` });
    await syncEveryIndex();
    for (const path of ["/", "/public", `/public?q=${tag}`]) {
      const { text, state } = await openAppPage(path);
      expect(text, path).toContain(`Newest ${tag}`);
      // The browser's query cache starts with what the page shows: it does not ask again.
      const dehydrated = state?.queries as { queries: { state: { data: unknown } }[] } | undefined;
      const queries = dehydrated?.queries ?? [];
      const listed = queries.flatMap((query) => (Array.isArray(query.state.data) ? query.state.data : []));
      expect(
        listed.some((each: KhatmSummary) => each.id === khatm.id),
        path,
      ).toBe(true);
    }
  });

  it("paints a search that matches nothing as such", async () => {
    const i18n = await translatorFor("en");
    const { text } = await openAppPage(`/public?q=${crypto.randomUUID().slice(0, 8)}`);
    expect(text).toContain(i18n.t("publicList.noMatchTitle"));
  });

  it("paints an address the app does not know as its not-found page, with a 404", async () => {
    const i18n = await translatorFor("fr");
    const { response, text, state } = await openAppPage("/no-such-page", { headers: { "Accept-Language": "fr" } });
    expect(response.status).toBe(404);
    expect(text).toContain(i18n.t("layout.notFoundTitle"));
    expect(state?.locale).toBe("fr");
  });

  it("paints in the visitor's language: ?lang=, then the language cookie, then Accept-Language", async () => {
    const cases: { path: string; headers: Record<string, string>; locale: string }[] = [
      { path: "/create", headers: { "Accept-Language": "tr" }, locale: "tr" },
      { path: "/create", headers: { "Accept-Language": "tr", Cookie: "khatm_lang=ur" }, locale: "ur" },
      { path: "/create?lang=id", headers: { "Accept-Language": "tr", Cookie: "khatm_lang=ur" }, locale: "id" },
      { path: "/create", headers: {}, locale: "en" },
    ];
    for (const { path, headers, locale } of cases) {
      const { state, text } = await openAppPage(path, { headers });
      expect(state?.locale, JSON.stringify(headers)).toBe(locale);
      expect(text).toContain((await translatorFor(locale as "en")).t("create.title"));
    }
  });

  it("leaves the pages the browser renders itself (signed-in pages, links from e-mails) as the app's page", async () => {
    for (const path of ["/my-khatms", "/account", "/verify-login?token=x", "/success"]) {
      const { response, state, text } = await openAppPage(path);
      expect(response.status, path).toBe(200);
      expect(state, path).toBeNull();
      expect(text, path).toBe("");
    }
  });
});
