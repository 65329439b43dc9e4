import { describe, expect, it } from "vitest";
import { createKhatm, freshIp } from "../../test/khatms";
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
});
