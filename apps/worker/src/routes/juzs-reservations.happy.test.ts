import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { storeRows, syncIndex } from "../../test/khatm-state";
import {
  api,
  createKhatm,
  juzAction,
  khatmWithReader,
  listJuzs,
  reserve,
  signedIn,
  uniqueEmail,
} from "../../test/khatms";
import { expectJson, expectMutation, latestActivity, mailTo, stats } from "../../test/observe";
import { hashToken } from "../lib/tokens";

describe("POST /api/juzs/{id}/cancel", () => {
  it("lets the reader cancel with the browser's reader key: the juz is available again and the grant is gone", async () => {
    const { khatm, reader: aisha } = await khatmWithReader([3], { readerName: "Aisha" });
    const answer = await expectMutation(
      await juzAction(khatm.id, 3, "cancel", { email: aisha.readerEmail }, { readerKey: aisha.readerKey }),
    );

    expect(answer.message).toBe("Reservation for Juz 3 has been cancelled.");
    expect(answer.juzs[0]).toMatchObject({
      number: 3,
      status: "available",
      readerName: null,
      readerId: null,
      reservedAt: null,
    });
    await syncIndex(khatm.id);
    const grants = await env.DB.prepare("SELECT count(*) AS n FROM reader_grants WHERE key_hash = ?")
      .bind(await hashToken(aisha.readerKey))
      .first();
    expect(grants).toEqual({ n: 0 });
    expect(
      await storeRows(
        khatm.id,
        "SELECT count(*) AS n FROM reader_grants WHERE key_hash = ?",
        await hashToken(aisha.readerKey),
      ),
    ).toEqual([{ n: 0 }]);
    expect(await stats(khatm)).toEqual({ available: 30, reserved: 0, completed: 0 });
    expect(await latestActivity(khatm)).toMatchObject({
      activityType: "cancelled",
      userName: "Aisha",
      message: "Aisha cancelled Juz 3",
    });
  });

  it("lets the signed-in reader cancel several juz at once (bulk: juzNumbers of the khatm of juz {id})", async () => {
    const amina = await signedIn("amina");
    const khatm = await createKhatm();
    await expectJson(
      await api("POST", `/api/khatms/${khatm.id}/reserve`, {
        token: amina.token,
        body: { juzNumbers: [4, 5, 6], readerName: "Amina" },
      }),
      200,
    );
    const answer = await expectMutation(
      await juzAction(khatm.id, 4, "cancel", { email: amina.email, juzNumbers: [4, 6] }, { token: amina.token }),
    );
    expect(answer.message).toBe("Reservations for Juz 4 and 6 have been cancelled.");
    expect((await listJuzs(khatm.id)).filter((juz) => juz.status === "reserved").map((juz) => juz.number)).toEqual([5]);
  });

  it("lets the creator cancel anyone's reservation, with the manage key or the creator's session", async () => {
    const khadija = await signedIn("khadija");
    const khatm = await createKhatm({ creator: khadija });
    await reserve(khatm.id, [7], { readerName: "Omar" });
    await reserve(khatm.id, [8], { readerName: "Bilal" });

    await expectMutation(
      await juzAction(khatm.id, 7, "cancel", { creatorEmail: khadija.email }, { token: khadija.token }),
    );
    expect(await latestActivity({ ...khatm, creator: { token: khadija.token } })).toMatchObject({
      userName: khatm.creatorName,
      message: "The creator cancelled the reservation of Juz 7 by Omar",
    });

    const withKey = await createKhatm();
    await reserve(withKey.id, [8], { readerName: "Bilal" });
    await expectMutation(
      await juzAction(withKey.id, 8, "cancel", { creatorEmail: withKey.creatorEmail }, withKey.creator),
    );
    expect(await stats(withKey)).toEqual({ available: 30, reserved: 0, completed: 0 });
  });
});

describe("POST /api/juzs/{id}/transfer", () => {
  it("gives the juz to the new reader, drops the old reader's grant and e-mails the new reader", async () => {
    const khatm = await createKhatm({ name: "Youth Khatm" });
    const aisha = await reserve(khatm.id, [5], { readerName: "Aisha" });
    const omar = uniqueEmail("omar");

    const answer = await expectMutation(
      await juzAction(
        khatm.id,
        5,
        "transfer",
        { creatorEmail: khatm.creatorEmail, newReaderName: "Omar", newReaderEmail: omar },
        khatm.creator,
      ),
    );
    expect(answer.message).toBe("Juz 5 has been transferred to Omar.");
    expect(answer.juzs[0]).toMatchObject({
      number: 5,
      status: "reserved",
      readerName: "Omar",
      readerEmail: omar,
      readerId: null,
    });

    const asAisha = (await listJuzs(khatm.id, { readerKey: aisha.readerKey })).find((juz) => juz.number === 5);
    expect(asAisha).toMatchObject({ viewerIsReader: false });
    expect(asAisha).not.toHaveProperty("readerEmail");
    expect(await latestActivity(khatm)).toMatchObject({
      activityType: "transferred",
      message: "Juz 5 was transferred from Aisha to Omar",
    });
    const [email] = await mailTo(omar);
    expect(email?.text).toContain(`Khadija reserved 1 juz for you in the Khatm "Youth Khatm"`);
  });
});
