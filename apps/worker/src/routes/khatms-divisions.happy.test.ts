import { partsOf } from "@khatm/juz-table";
import type { Juz, Khatm, KhatmStats, KhatmSummary, Part } from "@khatm/schema";
import { DIVISIONS, PART_COUNTS } from "@khatm/schema/rules";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { syncIndex } from "../../test/khatm-state";
import { api, call, createKhatm, freshIp, juzAction, reserve } from "../../test/khatms";
import { expectJson, expectMutation, mailTo, storedJuzs } from "../../test/observe";

const listParts = async (khatmId: string, headers: Record<string, string> = {}) =>
  expectJson<Part[]>(await api("GET", `/api/khatms/${khatmId}/parts`, { ...headers }), 200);

describe("a khatm divided by hizb, quarter, page or surah", () => {
  it.each(DIVISIONS.filter((division) => division !== "juz"))(
    "is made with one part per %s, and every answer that describes it names its division and part count",
    async (division) => {
      const count = PART_COUNTS[division];
      const khatm = await createKhatm({ division });
      expect(khatm).toMatchObject({ division, partCount: count });

      const read = await expectJson<Khatm>(await api("GET", `/api/khatms/${khatm.id}`), 200);
      expect(read).toMatchObject({
        division,
        partCount: count,
        stats: { available: count, reserved: 0, completed: 0 },
      });
      const byCode = await expectJson<Khatm>(
        await api("GET", `/api/khatms/code/${khatm.accessCode}`, { ip: freshIp() }),
        200,
      );
      expect(byCode).toMatchObject({ division, partCount: count });

      const parts = await listParts(khatm.id);
      expect(parts.map((part) => part.number)).toEqual(partsOf(division).map((part) => part.number));
      expect(parts.map(({ start, end }) => ({ start, end }))).toEqual(
        partsOf(division).map(({ start, end }) => ({ start, end })),
      );
      expect(new Set(parts.map((part) => part.id)).size).toBe(count);
      expect((await storedJuzs(khatm.id)).length).toBe(count);

      // /juzs answers the same parts in the juz shape (no label, no ayahs).
      const juzs = await expectJson<Juz[]>(await api("GET", `/api/khatms/${khatm.id}/juzs`), 200);
      expect(juzs.map((juz) => juz.id)).toEqual(parts.map((part) => part.id));
      expect(juzs[0]).not.toHaveProperty("label");
    },
  );

  it("labels the parts in the requester's language", async () => {
    const pages = await createKhatm({ division: "page" });
    const english = await listParts(pages.id);
    expect(must(english[299]).label).toBe("Page 300");
    const surahs = await createKhatm({ division: "surah" });
    expect(must((await listParts(surahs.id))[35]).label).toBe("36. Ya-Sin");
    const hizb = await createKhatm({ division: "hizb" });
    const arabic = await expectJson<Part[]>(
      await call("GET", `/api/khatms/${hizb.id}/parts`, { headers: { "Accept-Language": "ar" } }),
      200,
    );
    expect(must(arabic[11]).label).toBe(`الحزب ${new Intl.NumberFormat("ar").format(12)}`);
  });

  it("reserves, completes and cancels pages by partNumbers, or by juzNumbers meaning its page numbers", async () => {
    const khatm = await createKhatm({ division: "page" });
    const reader = await reserve(khatm.id, [300, 301]);
    expect(reader.juzs.map((juz) => juz.number)).toEqual([300, 301]);

    const byParts = await expectJson<{ juzs: Juz[] }>(
      await api("POST", `/api/khatms/${khatm.id}/reserve`, {
        body: { partNumbers: [604, 603, 1], readerName: "Omar", readerEmail: "omar@example.com" },
      }),
      200,
    );
    expect(byParts.juzs.map((juz) => juz.number)).toEqual([1, 603, 604]);

    const done = await expectMutation(
      await juzAction(khatm.id, 300, "complete", { partNumbers: [300, 301] }, { readerKey: reader.readerKey }),
    );
    expect(done.juzs.map((juz) => [juz.number, juz.status])).toEqual([
      [300, "completed"],
      [301, "completed"],
    ]);
    await expectMutation(await juzAction(khatm.id, 604, "cancel", { creatorEmail: khatm.creatorEmail }, khatm.creator));

    const stats = await expectJson<KhatmStats>(await api("GET", `/api/khatms/${khatm.id}/stats`), 200);
    expect(stats).toEqual({ available: 604 - 4, reserved: 2, completed: 2 });
    expect(stats.available + stats.reserved + stats.completed).toBe(604);
  });

  it("e-mails the reader the pages by name, each with its quran.com page to read", async () => {
    const khatm = await createKhatm({ division: "page" });
    const reader = await reserve(khatm.id, [300, 301]);
    const mail = must((await mailTo(reader.readerEmail))[0]);
    expect(mail.text).toContain("Page 300");
    expect(mail.text).toMatch(/Read Page 300: \S+\/page\/300/);
    expect(mail.text).not.toContain("Juz 300");
  });

  it("reserves and completes 150 pages in one request each (longer than one IN list of bound ids)", async () => {
    const khatm = await createKhatm({ division: "page" });
    const numbers = Array.from({ length: 150 }, (_, index) => 201 + index);
    const reader = await reserve(khatm.id, numbers);
    expect(reader.juzs).toHaveLength(150);
    await syncIndex(khatm.id);
    const done = await expectMutation(
      await juzAction(khatm.id, 201, "complete", { partNumbers: numbers }, { readerKey: reader.readerKey }),
    );
    expect(done.juzs.every((juz) => juz.status === "completed")).toBe(true);
    await syncIndex(khatm.id);
    const stats = await expectJson<KhatmStats>(await api("GET", `/api/khatms/${khatm.id}/stats`), 200);
    expect(stats).toEqual({ available: 454, reserved: 0, completed: 150 });
  });

  it("shows readers' e-mails on /parts only to the proven creator and that reader, like /juzs", async () => {
    const khatm = await createKhatm({ division: "quarter" });
    const reader = await reserve(khatm.id, [37]);
    const ofPart = (parts: Part[]) => must(parts.find((part) => part.number === 37));
    expect(ofPart(await listParts(khatm.id))).not.toHaveProperty("readerEmail");
    const asCreator = await expectJson<Part[]>(await api("GET", `/api/khatms/${khatm.id}/parts`, khatm.creator), 200);
    expect(ofPart(asCreator)).toMatchObject({ label: "Quarter 37", readerEmail: reader.readerEmail });
    const asReader = await expectJson<Part[]>(
      await api("GET", `/api/khatms/${khatm.id}/parts`, { readerKey: reader.readerKey }),
      200,
    );
    expect(ofPart(asReader)).toMatchObject({ viewerIsReader: true, readerEmail: reader.readerEmail });
  });

  it("lists a public page khatm with its division and counts from D1's index", async () => {
    const khatm = await createKhatm({ division: "page", name: `Pages ${crypto.randomUUID().slice(0, 6)}` });
    await reserve(khatm.id, [1, 2, 3]);
    await syncIndex(khatm.id);
    const list = await expectJson<KhatmSummary[]>(
      await api("GET", `/api/khatms/public?q=${encodeURIComponent(khatm.name)}`),
      200,
    );
    expect(list.find((summary) => summary.id === khatm.id)).toMatchObject({
      division: "page",
      partCount: 604,
      stats: { available: 601, reserved: 3, completed: 0 },
    });
  });
});

describe("a juz khatm", () => {
  it("names its division (juz, 30 parts) on every answer and lists its 30 juz on /parts too", async () => {
    const khatm = await createKhatm({ name: `Juz ${crypto.randomUUID().slice(0, 6)}` });
    await syncIndex(khatm.id);
    expect(khatm).toMatchObject({ division: "juz", partCount: 30 });
    const read = await expectJson<Khatm>(await api("GET", `/api/khatms/${khatm.id}`), 200);
    expect(read).toMatchObject({ division: "juz", partCount: 30 });
    const byCode = await expectJson<Khatm>(await api("GET", `/api/khatms/code/${khatm.accessCode}`), 200);
    expect(byCode).toMatchObject({ division: "juz", partCount: 30 });
    const list = await expectJson<KhatmSummary[]>(
      await api("GET", `/api/khatms/public?q=${encodeURIComponent(khatm.name)}`),
      200,
    );
    expect(list.find((summary) => summary.id === khatm.id)).toMatchObject({ division: "juz", partCount: 30 });
    const parts = await listParts(khatm.id);
    expect(parts.map((part) => part.label)).toEqual(Array.from({ length: 30 }, (_, index) => `Juz ${index + 1}`));
    expect(must(parts[29]).end).toEqual({ surah: 114, ayah: 6 });
  });
});
