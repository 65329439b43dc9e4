import { describe, expect, it } from "vitest";
import { openAppPage } from "../../test/app-pages";
import { type CallOptions, call } from "../../test/auth";
import { syncEveryIndex } from "../../test/khatm-state";
import { createKhatm, freshIp, reserve, signedIn } from "../../test/khatms";
import { expectError } from "../../test/observe";

describe("painted pages: privacy, and the API's addresses stay the API's", () => {
  it("never carries an e-mail or a key, whoever opens a page", async () => {
    const creator = await signedIn("creator");
    const tag = crypto.randomUUID().slice(0, 8);
    const khatm = await createKhatm({ creator, name: `Private parts ${tag}` });
    const reader = await reserve(khatm.id, [1], { readerEmail: "hafsa-app-page@example.org" });
    await syncEveryIndex();
    const credentialed: CallOptions[] = [
      {},
      { token: creator.token },
      { headers: { "X-Manage-Key": khatm.manageKey } },
      { headers: { "X-Reader-Key": reader.readerKey } },
    ];
    for (const path of ["/", "/public", `/public?q=${tag}`, "/create", "/login", "/terms", "/privacy", "/nowhere"]) {
      for (const credentials of credentialed) {
        const { html } = await openAppPage(path, { ...credentials, ip: freshIp() });
        if (path.startsWith("/public")) expect(html, path).toContain(`Private parts ${tag}`);
        expect(html, path).not.toContain(creator.email);
        expect(html, path).not.toContain("hafsa-app-page@example.org");
        expect(html, path).not.toContain(khatm.manageKey);
        expect(html, path).not.toContain(reader.readerKey);
        expect(html, path).not.toContain(creator.token);
      }
    }
  });

  it("answers an unknown address under /api with the API's JSON 404, even to a browser", async () => {
    for (const path of ["/api/nowhere", "/api", "/api/khatms/public/x/y"]) {
      await expectError(await call("GET", path, { headers: { Accept: "text/html" } }), 404);
    }
  });

  it("answers a request that asks for no page, with its dot segments resolved (/api/.. is /), as the API does", async () => {
    for (const path of ["/api/..", "/api/%2e%2e", "/", "/create", "/nowhere"]) {
      const response = await call("GET", path);
      expect(response.headers.get("Content-Type"), path).toMatch(/application\/json/);
      await expectError(response, 404);
    }
    await expectError(await call("POST", "/", { headers: { Accept: "text/html" }, body: {} }), 404);
  });
});
