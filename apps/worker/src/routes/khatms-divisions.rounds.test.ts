import type { Juz, Khatm, NextRoundResponse, Part } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { api, createKhatm, juzAction, reserve, uniqueEmail } from "../../test/khatms";
import { expectJson, mailTo } from "../../test/observe";

const numbersTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe("rounds and completion of a khatm divided otherwise", () => {
  it("rotates a 60-hizb khatm: each reader gets the hizb after theirs, the last reader hizb 1", async () => {
    const khatm = await createKhatm({ division: "hizb" });
    const first = await reserve(khatm.id, [7]);
    const last = await reserve(khatm.id, [60]);
    const helper = {
      partNumbers: numbersTo(59).filter((number) => number !== 7),
      readerName: "Helper",
      readerEmail: uniqueEmail(),
      creatorEmail: khatm.creatorEmail,
    };
    await expectJson(
      await api("POST", `/api/khatms/${khatm.id}/reserve-on-behalf`, { ...khatm.creator, body: helper }),
      200,
    );
    await expectJson(await juzAction(khatm.id, 1, "complete", { partNumbers: numbersTo(60) }, khatm.creator), 200);
    const read = await expectJson<Khatm>(await api("GET", `/api/khatms/${khatm.id}`), 200);
    expect(read.completion).not.toBeNull();

    const round = await expectJson<NextRoundResponse>(
      await api("POST", `/api/khatms/${khatm.id}/next-round`, { ...khatm.creator, body: { mode: "rotate" } }),
      201,
    );
    expect(round.message).toBe("Round 2 has started: 3 readers have their next hizb reserved.");
    const next = await expectJson<Khatm>(await api("GET", `/api/khatms/code/${round.accessCode}`), 200);
    expect(next).toMatchObject({ division: "hizb", partCount: 60, round: 2 });
    const parts = await expectJson<Part[]>(await api("GET", `/api/khatms/${next.id}/parts`, khatm.creator), 200);
    expect(parts).toHaveLength(60);
    const holder = (email: string) => parts.filter((part) => part.readerEmail === email).map((part) => part.number);
    expect(holder(first.readerEmail)).toEqual([8]);
    expect(holder(last.readerEmail)).toEqual([1]);
    expect(holder(helper.readerEmail)).toEqual([...numbersTo(7).slice(1), ...numbersTo(60).slice(8)]);
    // The rotated reader's e-mail names the hizb in hizb's words.
    const mail = (await mailTo(first.readerEmail)).find((message) => message.text.includes(round.accessCode));
    expect(mail?.text).toContain("Hizb 8");
    expect(mail?.text).not.toContain("Juz 8");
  });

  it("completes a 114-surah khatm once every surah is completed, not before", async () => {
    const khatm = await createKhatm({ division: "surah" });
    const reader = await reserve(khatm.id, numbersTo(114));
    await expectJson(
      await juzAction(khatm.id, 1, "complete", { partNumbers: numbersTo(113) }, { readerKey: reader.readerKey }),
      200,
    );
    let read = await expectJson<Khatm>(await api("GET", `/api/khatms/${khatm.id}`), 200);
    expect(read.completion).toBeNull();
    expect(read.stats).toEqual({ available: 0, reserved: 1, completed: 113 });
    const last = await expectJson<{ juzs: Juz[] }>(
      await juzAction(khatm.id, 114, "complete", {}, { readerKey: reader.readerKey }),
      200,
    );
    expect(last.juzs.map((juz) => juz.number)).toEqual([114]);
    read = await expectJson<Khatm>(await api("GET", `/api/khatms/${khatm.id}`), 200);
    expect(read.completion).toMatchObject({ readerCount: 1 });
    expect(read.stats).toEqual({ available: 0, reserved: 0, completed: 114 });
  });
});
