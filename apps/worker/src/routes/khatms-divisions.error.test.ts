import type { KhatmStats } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { api, call, createKhatm, freshIp, juzAction, reserve, uniqueEmail } from "../../test/khatms";
import { expectError, expectJson, storedJuzs } from "../../test/observe";

const body = (numbers: Record<string, unknown>) => ({ ...numbers, readerName: "Aisha", readerEmail: uniqueEmail() });

async function expectUntouched(khatmId: string, count: number) {
  const stats = await expectJson<KhatmStats>(await api("GET", `/api/khatms/${khatmId}/stats`), 200);
  expect(stats).toEqual({ available: count, reserved: 0, completed: 0 });
}

async function expectUntouchedPage(khatmId: string, number: number) {
  const parts = await expectJson<Array<{ number: number; status: string }>>(
    await api("GET", `/api/khatms/${khatmId}/juzs`),
    200,
  );
  expect(parts.find((part) => part.number === number)?.status).toBe("available");
}

describe("divisions: bad requests", () => {
  it("refuses a stranger and a wrong e-mail in a page khatm's words", async () => {
    const pages = await createKhatm({ division: "page" });
    const holder = await reserve(pages.id, [12]);
    const stranger = { readerKey: "someone-elses-key" };
    const refusal = async (response: Response) => (await expectJson<{ message: string }>(response, 403)).message;
    expect(await refusal(await juzAction(pages.id, 12, "complete", {}, stranger))).toBe(
      "You can only mark your own pages as completed. Use the browser you reserved with, or sign in with the email you reserved with.",
    );
    expect(
      await refusal(
        await juzAction(
          pages.id,
          12,
          "transfer",
          { newReaderName: "Omar", newReaderEmail: uniqueEmail(), creatorEmail: uniqueEmail() },
          stranger,
        ),
      ),
    ).toBe("Only the creator of this Khatm can transfer pages.");
    expect(
      await refusal(await juzAction(pages.id, 12, "cancel", { email: uniqueEmail() }, { readerKey: holder.readerKey })),
    ).toBe("The email you entered does not match the email this reservation was made with.");
    expect(await refusal(await juzAction(pages.id, 12, "anonymity", { anonymous: true }, stranger))).toBe(
      "Only the reader who reserved it can change how they are shown. Use the browser you reserved with, or sign in with the email you reserved with.",
    );
  });

  it("refuses a reminder with no reader to remind in pages", async () => {
    const pages = await createKhatm({ division: "page" });
    const refused = await expectJson<{ message: string }>(
      await api("POST", `/api/khatms/${pages.id}/reminders`, { ...pages.creator, body: {} }),
      409,
    );
    expect(refused.message).toBe("No reader with open pages has an email address to remind.");
  });

  it("refuses a taken page in a page khatm's words, in English and in Arabic", async () => {
    const pages = await createKhatm({ division: "page" });
    await reserve(pages.id, [300]);
    const path = `/api/khatms/${pages.id}/reserve`;
    const taken = await expectJson<{ message: string }>(
      await api("POST", path, { body: body({ partNumbers: [299, 300] }) }),
      409,
    );
    expect(taken.message).toBe("Page 300 is no longer available. Please choose another one.");
    const arabic = await expectJson<{ message: string }>(
      await call("POST", path, { body: body({ partNumbers: [300] }), headers: { "accept-language": "ar" } }),
      409,
    );
    expect(arabic.message).toContain("صفحة 300");
    expect(arabic.message).not.toContain("جزء");
    await expectUntouchedPage(pages.id, 299);
  });

  it("refuses an unknown division with a 400 naming division", async () => {
    const response = await api("POST", "/api/khatms", {
      body: { name: "Thirds", creatorName: "Khadija", creatorEmail: uniqueEmail("creator"), division: "thirds" },
      ip: freshIp(),
    });
    const answer = await expectJson<{ field: string; message: string }>(response, 400);
    expect(answer).toMatchObject({
      field: "division",
      message: "division must be one of juz, hizb, quarter, page, surah, count",
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
