import type { PackedSharePageData } from "@khatm/schema/share-page";
import { describe, expect, it } from "vitest";
import { createKhatm, freshIp, listJuzs, reserve } from "../../test/khatms";
import { openSharePage } from "../../test/share-pages";

describe("the share page of a 604-page khatm", () => {
  it.each(["j", "n"])("paints /%s/{code} as 30 collapsed groups by juz, not 604 cards", async (page) => {
    const khatm = await createKhatm({ division: "page" });
    const painted = await openSharePage(`/${page}/${khatm.accessCode}`, { ip: freshIp() });
    expect(painted.data?.khatm).toMatchObject({ division: "page", partCount: 604 });
    for (const juz of [1, 15, 30]) expect(painted.html).toContain(`data-testid="part-group-${juz}"`);
    expect(painted.html).not.toContain('data-testid="juz-1"');
    expect(painted.text).toContain("0/604 pages reserved");
    expect(painted.text).toContain("21 free of 21");
  });

  it("sends the free pages as numbers, which the app writes out as the API answers them", async () => {
    const khatm = await createKhatm({ division: "page" });
    await reserve(khatm.id, [3, 4, 300], { anonymous: true });
    const painted = await openSharePage(`/j/${khatm.accessCode}`, { ip: freshIp() });
    expect(painted.data?.juzs).toEqual(await listJuzs(khatm.id));
    const sent = JSON.parse(painted.dataJson ?? "null") as PackedSharePageData;
    expect(sent.juzs.map((part) => part.number)).toEqual([3, 4, 300]);
    expect(sent.free?.runs).toEqual([
      [1, 2],
      [5, 299],
      [301, 604],
    ]);
    expect(painted.dataJson?.length).toBeLessThan(4_000);
  });

  it("sends a juz khatm's 30 juz as the API answers them", async () => {
    const khatm = await createKhatm();
    const painted = await openSharePage(`/j/${khatm.accessCode}`, { ip: freshIp() });
    const sent = JSON.parse(painted.dataJson ?? "null") as PackedSharePageData;
    expect(sent.free).toBeUndefined();
    expect(sent.juzs).toEqual(await listJuzs(khatm.id));
  });
});
