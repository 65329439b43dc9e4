import { describe, expect, it } from "vitest";
import { api, signedIn } from "../../test/khatms";
import { expectError, expectJson } from "../../test/observe";
import { createCount, pledge, progress } from "../../test/pledges";

describe("who may change a pledge", () => {
  it("refuses a stranger's progress and cancellation (403), and changes nothing", async () => {
    const khatm = await createCount(41);
    const mine = await pledge(khatm.id, 5);
    const stranger = await pledge(khatm.id, 1);
    await expectError(await progress(mine.id, 2, { readerKey: stranger.readerKey }), 403);
    await expectError(await progress(mine.id, 2), 403);
    await expectError(await api("POST", `/api/pledges/${mine.id}/cancel`, { readerKey: stranger.readerKey }), 403);
    const stats = await expectJson(await api("GET", `/api/khatms/${khatm.id}/stats`), 200);
    expect(stats).toEqual({ target: 41, pledged: 6, done: 0 });
  });

  it("lets a signed-in reader report on a pledge made under their e-mail from another browser", async () => {
    const khatm = await createCount(41);
    const person = await signedIn("reader");
    const mine = await pledge(khatm.id, 5, { readerEmail: person.email });
    await expectJson(await progress(mine.id, 5, { token: person.token }), 200);
  });

  it("lets only the proven creator pledge on someone's behalf", async () => {
    const khatm = await createCount(41);
    const reader = await pledge(khatm.id, 1);
    const body = { amount: 3, readerName: "Ibrahim", creatorEmail: khatm.creatorEmail };
    await expectError(
      await api("POST", `/api/khatms/${khatm.id}/pledges-on-behalf`, { readerKey: reader.readerKey, body }),
      403,
    );
    await expectError(
      await api("POST", `/api/khatms/${khatm.id}/pledges-on-behalf`, {
        ...khatm.creator,
        body: { ...body, creatorEmail: "someone-else@example.com" },
      }),
      403,
    );
  });

  it("never shows a reader's e-mail to another reader, the public or in a pledge answer", async () => {
    const khatm = await createCount(41);
    const first = await pledge(khatm.id, 2);
    const second = await pledge(khatm.id, 2);
    for (const credentials of [{}, { readerKey: second.readerKey }]) {
      const body = await (await api("GET", `/api/khatms/${khatm.id}/pledges`, credentials)).text();
      expect(body).not.toContain(first.readerEmail);
      expect(body).not.toContain(khatm.creatorEmail);
    }
    const page = await (await api("GET", `/api/khatms/${khatm.id}`)).text();
    expect(page).not.toContain(first.readerEmail);
  });
});
