import type { Juz, ListImportResponse, ListTextResponse } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { storedKhatmState } from "../../test/khatm-state";
import { api, createKhatm, listJuzs, reserve, signedIn, type TestKhatm } from "../../test/khatms";
import { connect } from "../../test/live";
import { expectJson, latestActivity, stats } from "../../test/observe";

const importList = (khatm: TestKhatm, text: string, apply: boolean) =>
  api("POST", `/api/khatms/${khatm.id}/list-import`, { ...khatm.creator, body: { text, apply } });

const GROUP_LIST = `*Ramadan khatm* 🌙
1. Ahmed ✅
2. Fatima
3. —
4-5 Yusuf
6. Bilal (done)
Please finish before Eid 🤲`;

const readers = (juzs: Juz[]) =>
  juzs.filter((juz) => juz.status !== "available").map((juz) => `${juz.number} ${juz.readerName} ${juz.status}`);

describe("POST /api/khatms/{id}/list-import", () => {
  it("reads a list without changing anything (apply: false): its rows and the lines it skipped", async () => {
    const khatm = await createKhatm();
    const read = await expectJson<ListImportResponse>(await importList(khatm, GROUP_LIST, false), 200);
    expect(read.rows).toEqual([
      { number: 1, readerName: "Ahmed", completed: true },
      { number: 2, readerName: "Fatima", completed: false },
      { number: 3, readerName: null, completed: false },
      { number: 4, readerName: "Yusuf", completed: false },
      { number: 5, readerName: "Yusuf", completed: false },
      { number: 6, readerName: "Bilal", completed: true },
    ]);
    expect(read.unread).toEqual([
      { line: "*Ramadan khatm* 🌙", reason: "noPartNumber" },
      { line: "Please finish before Eid 🤲", reason: "noPartNumber" },
    ]);
    expect(read.held).toEqual([]);
    expect(read.message).toBeUndefined();
    expect(await stats(khatm)).toEqual({ available: 30, reserved: 0, completed: 0 });
  });

  it("applies every row at once: reserved on the readers' behalf, marked ones completed, in one version", async () => {
    const khatm = await createKhatm();
    const before = Number((await storedKhatmState(khatm.id)).khatm?.version);
    const visitor = await connect(khatm.id);
    await visitor.next();
    const applied = await expectJson<ListImportResponse>(await importList(khatm, GROUP_LIST, true), 200);
    expect(applied.message).toBe("List applied: Juz 1-2 and 4-6 updated.");
    expect((await storedKhatmState(khatm.id)).khatm?.version).toBe(before + 1);
    // The open pages get the whole list as one change.
    const pushed = JSON.stringify(await visitor.next());
    expect(pushed).toContain("Yusuf");
    expect(pushed).toContain(`"version":${before + 1}`);
    expect(pushed).not.toContain("@");
    visitor.close();
    expect(readers(await listJuzs(khatm.id))).toEqual([
      "1 Ahmed completed",
      "2 Fatima reserved",
      "4 Yusuf reserved",
      "5 Yusuf reserved",
      "6 Bilal completed",
    ]);
    expect(await stats(khatm)).toEqual({ available: 25, reserved: 3, completed: 2 });
    expect((await latestActivity(khatm)).message).toBe("The creator marked Juz 1 and 6 as completed");
  });

  it("leaves a juz its listed reader already holds as it is, and completes it when marked", async () => {
    const khatm = await createKhatm();
    const ahmed = await reserve(khatm.id, [1, 2], { readerName: "Ahmed" });
    const applied = await expectJson<ListImportResponse>(await importList(khatm, "1. ahmed\n2. Ahmed ✅", true), 200);
    expect(applied.message).toBe("List applied: Juz 2 updated.");
    const juzs = await listJuzs(khatm.id, khatm.creator);
    expect(juzs[0]).toMatchObject({ status: "reserved", readerName: "Ahmed", readerEmail: ahmed.readerEmail });
    expect(juzs[1]).toMatchObject({ status: "completed", readerName: "Ahmed", readerEmail: ahmed.readerEmail });
    const again = await expectJson<ListImportResponse>(await importList(khatm, "1. ahmed\n2. Ahmed ✅", true), 200);
    expect(again.message).toBe("Nothing to change: the board already matches the list.");
  });

  it("works for a creator proven by a session, and an available row changes nothing", async () => {
    const creator = await signedIn("creator");
    const khatm = await createKhatm({ creator });
    const fatima = await reserve(khatm.id, [7], { readerName: "Fatima" });
    const response = await api("POST", `/api/khatms/${khatm.id}/list-import`, {
      token: creator.token,
      body: { text: "7. —\n8. Omar", apply: true },
    });
    expect((await expectJson<ListImportResponse>(response, 200)).message).toBe("List applied: Juz 8 updated.");
    expect(readers(await listJuzs(khatm.id))).toEqual(["7 Fatima reserved", "8 Omar reserved"]);
    expect(fatima.readerKey).toBeTruthy();
  });
});

describe("a list of another division's parts", () => {
  it("goes out with its free runs collapsed (more than 30 parts) and comes back in by the parts' own words", async () => {
    const khatm = await createKhatm({ division: "hizb" });
    await reserve(khatm.id, [12], { readerName: "Omar" });
    const { text } = await expectJson<ListTextResponse>(await api("GET", `/api/khatms/${khatm.id}/list-text`), 200);
    const lines = text.split("\n");
    expect(lines.filter((line) => /^\d+(-\d+)?\. /.test(line))).toEqual(["1-11. —", "12. Omar", "13-60. —"]);
    expect(lines).toContain("1/60 reserved · 0 completed");

    const pages = await createKhatm({ division: "page" });
    await expectJson(await importList(pages, "Page 300: Ali ✅\n301. Zainab\nPage 604 - Hamza", true), 200);
    expect(readers(await listJuzs(pages.id))).toEqual([
      "300 Ali completed",
      "301 Zainab reserved",
      "604 Hamza reserved",
    ]);
  });
});
