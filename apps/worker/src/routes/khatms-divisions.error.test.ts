import type { KhatmStats } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { api, createKhatm, freshIp, juzAction, reserve, uniqueEmail } from "../../test/khatms";
import { expectError, expectJson, storedJuzs } from "../../test/observe";

const body = (numbers: Record<string, unknown>) => ({ ...numbers, readerName: "Aisha", readerEmail: uniqueEmail() });

async function expectUntouched(khatmId: string, count: number) {
  const stats = await expectJson<KhatmStats>(await api("GET", `/api/khatms/${khatmId}/stats`), 200);
  expect(stats).toEqual({ available: count, reserved: 0, completed: 0 });
}

describe("divisions: bad requests", () => {
  it("refuses an unknown division with a 400 naming division", async () => {
    const response = await api("POST", "/api/khatms", {
      body: { name: "Thirds", creatorName: "Khadija", creatorEmail: uniqueEmail("creator"), division: "thirds" },
      ip: freshIp(),
    });
    const answer = await expectJson<{ field: string; message: string }>(response, 400);
    expect(answer).toMatchObject({
      field: "division",
      message: "division must be one of juz, hizb, quarter, page, surah",
    });
  });

  it("refuses part numbers outside 1..partCount, naming the field, and changes nothing", async () => {
    const pages = await createKhatm({ division: "page" });
    const path = `/api/khatms/${pages.id}/reserve`;
    const outOfRange = await expectJson<{ field: string; message: string }>(
      await api("POST", path, { body: body({ partNumbers: [3, 605] }) }),
      400,
    );
    expect(outOfRange).toMatchObject({
      field: "partNumbers.1",
      message: "Part numbers must be whole numbers from 1 to 604",
    });
    await expectError(await api("POST", path, { body: body({ juzNumbers: [0] }) }), 400, "from 1 to 604");
    await expectError(await api("POST", path, { body: body({ partNumbers: [2.5] }) }), 400, "from 1 to 604");
    await expectUntouched(pages.id, 604);

    const hizb = await createKhatm({ division: "hizb" });
    await expectError(
      await api("POST", `/api/khatms/${hizb.id}/reserve`, { body: body({ partNumbers: [60, 61] }) }),
      400,
      "Part numbers must be whole numbers from 1 to 60",
    );
    await expectError(
      await juzAction(hizb.id, 1, "complete", { partNumbers: [61] }),
      400,
      "Part numbers must be whole numbers from 1 to 60",
    );
    await expectUntouched(hizb.id, 60);
  });

  it("refuses an over-long list, both juzNumbers and partNumbers, and repeated numbers", async () => {
    const hizb = await createKhatm({ division: "hizb" });
    const path = `/api/khatms/${hizb.id}/reserve`;
    const all = (n: number) => Array.from({ length: n }, (_, index) => index + 1);
    await expectError(await api("POST", path, { body: body({ partNumbers: all(61) }) }), 400, "At most 60 parts");
    await expectError(await api("POST", path, { body: body({ partNumbers: all(605) }) }), 400, "At most 604 parts");
    await expectError(
      await api("POST", path, { body: body({ partNumbers: [1], juzNumbers: [1] }) }),
      400,
      "Send juzNumbers or partNumbers, not both",
    );
    await expectError(await api("POST", path, { body: body({ partNumbers: [4, 4] }) }), 400, "listed only once");
    await expectError(await api("POST", path, { body: body({}) }), 400, "juzNumbers must be a list");
    await expectUntouched(hizb.id, 60);
  });

  it("reserves nothing of a list when one page of it is taken (all or nothing over 40 pages)", async () => {
    const pages = await createKhatm({ division: "page" });
    await reserve(pages.id, [120]);
    const forty = Array.from({ length: 40 }, (_, index) => 101 + index);
    await expectError(
      await api("POST", `/api/khatms/${pages.id}/reserve`, { body: body({ partNumbers: forty }) }),
      409,
    );
    const stored = await storedJuzs(pages.id);
    expect(stored.filter((part) => part.status !== "available").map((part) => part.number)).toEqual([120]);
    const free = forty.filter((number) => number !== 120);
    const won = await reserve(pages.id, free);
    expect(won.juzs).toHaveLength(39);
    expect((await storedJuzs(pages.id)).filter((part) => part.status === "reserved")).toHaveLength(40);
  });
});
