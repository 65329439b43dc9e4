import type { KhatmSummary } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { api, createKhatm, signedIn } from "../../test/khatms";
import { expectJson } from "../../test/observe";

describe("GET /api/khatms/creator/{email}: only the creator's own list", () => {
  it("answers [] to anyone but the signed-in creator, exactly as for an address with no khatms", async () => {
    const khadija = await signedIn("khadija");
    const khatm = await createKhatm({ creator: khadija, isPublic: false });
    const someone = await signedIn("someone");
    const path = `/api/khatms/creator/${encodeURIComponent(khadija.email)}`;

    for (const credentials of [{}, { token: someone.token }, khatm.creator]) {
      const response = await api("GET", path, credentials);
      expect(await expectJson<KhatmSummary[]>(response, 200)).toEqual([]);
    }
    const nobody = await api("GET", "/api/khatms/creator/nobody%40example.com", { token: someone.token });
    expect(await expectJson(nobody, 200)).toEqual([]);
  });

  it("never lists private khatms publicly", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    await createKhatm({ name: `Secret ${tag}`, isPublic: false });
    expect(await expectJson(await api("GET", `/api/khatms/public?q=${tag}`), 200)).toEqual([]);
  });
});
