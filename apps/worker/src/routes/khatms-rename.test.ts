import type { Khatm, KhatmSummary } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { api, createKhatm, freshIp, signedIn } from "../../test/khatms";
import { expectError, expectJson } from "../../test/observe";
import { metaContent } from "../../test/preview-tags";
import { openSharePage } from "../../test/share-pages";

const settings = (khatmId: string, body: object, token: string) =>
  api("PATCH", `/api/khatms/${khatmId}/settings`, { token, body, ip: freshIp() });

const publicSearch = async (q: string) =>
  (await expectJson<KhatmSummary[]>(await api("GET", `/api/khatms/public?q=${encodeURIComponent(q)}`), 200)).map(
    (khatm) => khatm.name,
  );

describe("renaming a khatm (issue 37)", () => {
  it("an organizer renames it: the answer, the index, the public list's search and the preview follow", async () => {
    const creator = await signedIn("creator");
    const khatm = await createKhatm({ creator, name: "Ramadn Khatm", occasion: "Laylat al-Qadr" });
    const organizer = await signedIn("organizer");
    const add = { token: creator.token, body: { email: organizer.email }, ip: freshIp() };
    await expectJson(await api("POST", `/api/khatms/${khatm.id}/organizers`, add), 201);

    const renamed = await expectJson<Khatm>(
      await settings(khatm.id, { name: "Ramadan Family Khatm", occasion: "" }, organizer.token),
      200,
    );
    expect(renamed).toMatchObject({ name: "Ramadan Family Khatm", occasion: null, viewerRole: "organizer" });
    // Absent fields stay: a reading setting alone keeps the new name.
    const kept = await expectJson<Khatm>(await settings(khatm.id, { staleDays: 9 }, creator.token), 200);
    expect(kept).toMatchObject({ name: "Ramadan Family Khatm", occasion: null, staleDays: 9 });

    // D1's index took the new name and terms with the change: the public list finds it by the new words only.
    expect(await publicSearch("Family Khatm")).toContain("Ramadan Family Khatm");
    expect(await publicSearch("Ramadn")).toEqual([]);
    expect(await publicSearch("Qadr")).toEqual([]);
    const mine = await api("GET", `/api/khatms/creator/${encodeURIComponent(creator.email)}`, { token: creator.token });
    expect((await expectJson<KhatmSummary[]>(mine, 200)).map((row) => row.name)).toEqual(["Ramadan Family Khatm"]);

    // The painted share page and its link preview name it anew.
    const page = await openSharePage(`/j/${khatm.accessCode}`);
    expect(metaContent(page.html, "og:title")).toContain("Ramadan Family Khatm");
    expect(page.text).toContain("Ramadan Family Khatm");
  });

  it("refuses an empty name (400 naming name), a too long occasion, and anyone but an organizer", async () => {
    const creator = await signedIn("creator");
    const khatm = await createKhatm({ creator, name: "Kept Name" });
    const empty = await expectJson<{ field: string }>(await settings(khatm.id, { name: "  " }, creator.token), 400);
    expect(empty.field).toBe("name");
    const long = await expectJson<{ field: string }>(
      await settings(khatm.id, { occasion: "x".repeat(501) }, creator.token),
      400,
    );
    expect(long.field).toBe("occasion");
    const stranger = await signedIn("stranger");
    await expectError(await settings(khatm.id, { name: "Taken Over" }, stranger.token), 403);
    const view = await expectJson<Khatm>(await api("GET", `/api/khatms/${khatm.id}`), 200);
    expect(view.name).toBe("Kept Name");
  });
});
