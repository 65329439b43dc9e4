import { env } from "cloudflare:test";
import type { Khatm } from "@khatm/schema";
import { LIMITS } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { syncIndex } from "../../test/khatm-state";
import { api, createKhatm, reserve, uniqueEmail } from "../../test/khatms";
import { expectError, expectJson, mailTo } from "../../test/observe";
import { openSharePage } from "../../test/share-pages";

const dedicate = (khatmId: string, body: unknown, credentials = {}) =>
  api("PUT", `/api/khatms/${khatmId}/dedication`, { ...credentials, body });

describe("a khatm's dedication", () => {
  it("is set on creation, shown to every visitor, on the share page and its preview, and in the e-mails", async () => {
    const khatm = await createKhatm({ name: "For Fatima", dedication: "the memory of our grandmother Fatima" });
    const visitor = await expectJson<Khatm>(await api("GET", `/api/khatms/code/${khatm.accessCode}`), 200);
    expect(visitor.dedication).toBe("the memory of our grandmother Fatima");
    const page = await openSharePage(`/n/${khatm.accessCode}`);
    expect(page.text).toContain("the memory of our grandmother Fatima");
    expect(page.html).toMatch(/<meta property="og:description" content="[^"]*the memory of our grandmother Fatima/);
    const reader = uniqueEmail();
    await reserve(khatm.id, [1], { readerEmail: reader });
    await expect
      .poll(async () => (await mailTo(reader))[0]?.text ?? "")
      .toContain("the memory of our grandmother Fatima");
  });

  it("is changed and removed by the creator, and reaches D1's index", async () => {
    const khatm = await createKhatm();
    const set = await expectJson<Khatm>(
      await dedicate(
        khatm.id,
        { dedication: "  For the sick of our town ", creatorEmail: khatm.creatorEmail },
        khatm.creator,
      ),
      200,
    );
    expect(set).toMatchObject({ dedication: "For the sick of our town", viewerIsCreator: true });
    await syncIndex(khatm.id);
    const row = await env.DB.prepare("SELECT dedication FROM khatms WHERE id = ?").bind(khatm.id).first();
    expect(row).toEqual({ dedication: "For the sick of our town" });

    const cleared = await expectJson<Khatm>(await dedicate(khatm.id, { dedication: "" }, khatm.creator), 200);
    expect(cleared.dedication).toBeNull();
    const visitor = await expectJson<Khatm>(await api("GET", `/api/khatms/code/${khatm.accessCode}`), 200);
    expect(visitor.dedication).toBeNull();
  });

  it("refuses anyone but the proven creator (403) and a wrong typed e-mail, changing nothing", async () => {
    const khatm = await createKhatm({ dedication: "Original" });
    const reader = await reserve(khatm.id, [2]);
    await expectError(await dedicate(khatm.id, { dedication: "Hijacked" }), 403, "change its dedication");
    await expectError(await dedicate(khatm.id, { dedication: "Hijacked" }, { readerKey: reader.readerKey }), 403);
    await expectError(
      await dedicate(khatm.id, { dedication: "Hijacked", creatorEmail: "someone@example.com" }, khatm.creator),
      403,
      "does not match",
    );
    const visitor = await expectJson<Khatm>(await api("GET", `/api/khatms/code/${khatm.accessCode}`), 200);
    expect(visitor.dedication).toBe("Original");
  });

  it("is limited in length (400 naming the field) on creation and change; 404 for an unknown khatm", async () => {
    const tooLong = "x".repeat(LIMITS.dedication + 1);
    const body = { name: "K", dedication: tooLong, creatorName: "Khadija", creatorEmail: uniqueEmail() };
    const created = await expectJson<{ field: string; message: string }>(
      await api("POST", "/api/khatms", { body }),
      400,
    );
    expect(created).toMatchObject({
      field: "dedication",
      message: `Dedication must be at most ${LIMITS.dedication} characters`,
    });
    const khatm = await createKhatm();
    await expectError(await dedicate(khatm.id, { dedication: tooLong }, khatm.creator), 400, "at most");
    await expectError(await dedicate(khatm.id, { dedication: 5 }, khatm.creator), 400);
    await expectError(await dedicate("no-such-khatm", { dedication: "x" }, khatm.creator), 404);
  });
});
