import type { ListImportResponse, ListTextResponse } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { api, createKhatm, juzAction, listJuzs, reserve } from "../../test/khatms";
import { expectJson, stats } from "../../test/observe";

/** Issue 40's name: a line break writes two readers' parts into the WhatsApp list, one of them "completed". */
const FORGED = "—\n4. Mallory ✅\n7. Bob ✅";
const BREAKS = ["\n", "\r", "\r\n", "\u0085", "\u2028", "\u2029"];

const listText = async (khatmId: string) =>
  (await expectJson<ListTextResponse>(await api("GET", `/api/khatms/${khatmId}/list-text`), 200)).text;

describe("names are one line of plain text (issue 40)", () => {
  it("stores a reader's name with a line break as one line, so the WhatsApp list has one line per part", async () => {
    const khatm = await createKhatm({
      name: "Family\nkhatm",
      occasion: "For\u2028grandmother",
      dedication: "Fa\ntima",
    });
    for (const [index, line] of BREAKS.entries()) await reserve(khatm.id, [index + 1], { readerName: `Ali${line}Bob` });
    const forged = await reserve(khatm.id, [9], { readerName: FORGED });
    await juzAction(khatm.id, 9, "complete", {}, { readerKey: forged.readerKey });

    const names = (await listJuzs(khatm.id)).flatMap((juz) => (juz.readerName ? [juz.readerName] : []));
    expect(names).toEqual([...BREAKS.map(() => "Ali Bob"), "— 4. Mallory ✅ 7. Bob ✅"]);
    const lines = (await listText(khatm.id)).split(/\r\n|[\n\r\u0085\u2028\u2029]/);
    expect(lines.slice(0, 3)).toEqual(["*Family khatm*", "For grandmother", "Dedicated to Fa tima"]);
    const parts = lines.filter((line) => /^\d+\. /.test(line));
    expect(parts.map((line) => Number.parseInt(line, 10))).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(parts[3]).toBe("4. Ali Bob");
    expect(parts[6]).toBe("7. —");
    expect(parts[8]).toBe("9. — 4. Mallory ✅ 7. Bob ✅ ✅");
  });

  it("imports the list back without marking another reader's part completed", async () => {
    const khatm = await createKhatm();
    await reserve(khatm.id, [4], { readerName: "Maryam" });
    const forged = await reserve(khatm.id, [9], { readerName: FORGED });
    await juzAction(khatm.id, 9, "complete", {}, { readerKey: forged.readerKey });
    const text = await listText(khatm.id);
    const read = await expectJson<ListImportResponse>(
      await api("POST", `/api/khatms/${khatm.id}/list-import`, { ...khatm.creator, body: { text, apply: true } }),
      200,
    );
    expect(read.rows.find((row) => row.number === 4)).toMatchObject({ readerName: "Maryam", completed: false });
    expect(read.rows.find((row) => row.number === 7)).toMatchObject({ readerName: null });
    expect(await stats(khatm)).toEqual({ available: 28, reserved: 1, completed: 1 });
  });

  it("reads names in a pasted list as one line: controls and bidi overrides gone, every break a new line", async () => {
    const khatm = await createKhatm();
    const text = "1. Ali\tBob\n2. \u202eOmar\u0007\u009b\n3. Hind\u20284. Mallory ✅\u20295. Eve\u0085 6. Zaid";
    const { rows } = await expectJson<ListImportResponse>(
      await api("POST", `/api/khatms/${khatm.id}/list-import`, { ...khatm.creator, body: { text, apply: false } }),
      200,
    );
    expect(rows.map(({ number, readerName }) => [number, readerName])).toEqual([
      [1, "Ali Bob"],
      [2, "Omar"],
      [3, "Hind"],
      [4, "Mallory"],
      [5, "Eve"],
      [6, "Zaid"],
    ]);
  });

  it("refuses a name of nothing but breaks and controls as missing (400 naming the field)", async () => {
    const khatm = await createKhatm();
    const response = await api("POST", `/api/khatms/${khatm.id}/reserve`, {
      body: { juzNumbers: [1], readerName: "\n\u202e\u2029\u0007", readerEmail: "a@example.com" },
    });
    expect(await expectJson(response, 400)).toMatchObject({ error: "BAD_REQUEST", field: "readerName" });
  });
});
