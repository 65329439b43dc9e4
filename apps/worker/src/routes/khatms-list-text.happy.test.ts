import type { ListImportResponse, ListTextResponse } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { api, type Credentials, call, createKhatm, juzAction, ORIGIN, reserve } from "../../test/khatms";
import { expectError, expectJson } from "../../test/observe";

const listText = async (khatmId: string, credentials: Credentials = {}, language?: string) => {
  const path = `/api/khatms/${khatmId}/list-text`;
  const response = language
    ? await call("GET", path, { headers: { "Accept-Language": language } })
    : await api("GET", path, credentials);
  return (await expectJson<ListTextResponse>(response, 200)).text;
};

/** A khatm with a named reader who completed juz 1, an anonymous reader on juz 2 and the creator's own juz 4. */
async function khatmWithList() {
  const khatm = await createKhatm({ name: "Family khatm", occasion: "For grandmother", dedication: "Fatima" });
  const ahmed = await reserve(khatm.id, [1], { readerName: "Ahmed" });
  await juzAction(khatm.id, 1, "complete", {}, { readerKey: ahmed.readerKey });
  const hidden = await reserve(khatm.id, [2], { readerName: "Maryam Secret", anonymous: true });
  return { khatm, ahmed, hidden };
}

describe("GET /api/khatms/{id}/list-text", () => {
  it("is the list as a WhatsApp message: bold name, occasion, dedication, parts, progress, join link", async () => {
    const { khatm } = await khatmWithList();
    const lines = (await listText(khatm.id)).split("\n");
    expect(lines.slice(0, 6)).toEqual([
      "*Family khatm*",
      "For grandmother",
      "Dedicated to Fatima",
      "",
      "1. Ahmed ✅",
      "2. Anonymous reader",
    ]);
    expect(lines.slice(6, 34)).toEqual(Array.from({ length: 28 }, (_, index) => `${index + 3}. —`));
    expect(lines.slice(34)).toEqual(["", "2/30 reserved · 1 completed", `${ORIGIN}/j/${khatm.accessCode}`]);
  });

  it("is what a visitor sees, whoever asks: no e-mail and no hidden name for the reader or the creator", async () => {
    const { khatm, ahmed, hidden } = await khatmWithList();
    const visitor = await listText(khatm.id);
    for (const credentials of [{ readerKey: ahmed.readerKey }, { readerKey: hidden.readerKey }, khatm.creator]) {
      const text = await listText(khatm.id, credentials);
      expect(text).toBe(visitor);
      expect(text).not.toContain("@");
      expect(text).not.toContain(ahmed.readerEmail);
      expect(text).not.toContain(khatm.creatorEmail);
      expect(text).not.toContain("Maryam Secret");
    }
  });

  it("speaks the requester's language (Arabic), readers' names untouched", async () => {
    const { khatm } = await khatmWithList();
    const text = await listText(khatm.id, {}, "ar");
    expect(text).toContain("*Family khatm*");
    expect(text).toContain("مُهداة إلى Fatima");
    expect(text).toContain("Ahmed ✅");
    expect(text).toContain("قارئ مجهول");
    expect(text).toContain("محجوز");
    expect(text).not.toContain("Anonymous reader");
    expect(text).not.toContain("@");
    expect(text.split("\n").at(-1)).toBe(`${ORIGIN}/j/${khatm.accessCode}`);
  });

  it("reads back through the import as the board stands: the same parts and readers", async () => {
    const { khatm } = await khatmWithList();
    for (const language of ["en", "ar", "bn"]) {
      const text = await listText(khatm.id, {}, language);
      const read = await expectJson<ListImportResponse>(
        await api("POST", `/api/khatms/${khatm.id}/list-import`, { ...khatm.creator, body: { text, apply: false } }),
        200,
      );
      expect(read.rows).toHaveLength(30);
      expect(read.rows[0]).toEqual({ number: 1, readerName: "Ahmed", completed: true });
      expect(read.rows[1]?.completed).toBe(false);
      expect(read.rows.slice(2).every((row) => row.readerName === null)).toBe(true);
      // Applying Khatm's own list changes nothing, the anonymous reader included.
      const applied = await expectJson<ListImportResponse>(
        await api("POST", `/api/khatms/${khatm.id}/list-import`, { ...khatm.creator, body: { text, apply: true } }),
        200,
      );
      expect(applied.message).toBe("Nothing to change: the board already matches the list.");
    }
  });

  it("answers 404 for an unknown khatm", async () => {
    await expectError(await api("GET", "/api/khatms/no-such-khatm/list-text"), 404);
  });
});

describe("GET /api/khatms/{id}/list-text of a khatm of more than 30 parts (issue 39)", () => {
  it("writes each run of free parts, or of one reader's, as one line, and stays under 4,000 characters for 604 pages", async () => {
    const khatm = await createKhatm({ name: "Pages khatm", division: "page" });
    await reserve(khatm.id, [22, 23], { readerName: "Aisha" });
    await reserve(khatm.id, [100], { readerName: "Bilal" });
    const text = await listText(khatm.id);
    expect(text.split("\n").slice(2, 7)).toEqual(["1-21. —", "22-23. Aisha", "24-99. —", "100. Bilal", "101-604. —"]);
    expect(text.length).toBeLessThan(4000);

    // Pasted back, the list names the same readers for the same pages.
    const read = await expectJson<ListImportResponse>(
      await api("POST", `/api/khatms/${khatm.id}/list-import`, { ...khatm.creator, body: { text, apply: false } }),
      200,
    );
    // Only the heading, the progress and the link are no parts.
    expect(read.unread.map((line) => line.line)).toEqual([
      "*Pages khatm*",
      "3/604 reserved · 0 completed",
      `${ORIGIN}/j/${khatm.accessCode}`,
    ]);
    expect(read.rows).toHaveLength(604);
    const named = read.rows.filter((row) => row.readerName).map((row) => [row.number, row.readerName]);
    expect(named).toEqual([
      [22, "Aisha"],
      [23, "Aisha"],
      [100, "Bilal"],
    ]);
  });
});
