import { describe, expect, it } from "vitest";
import { createKhatm, juzAction, khatmWithReader, reserve, signedIn, uniqueEmail } from "../../test/khatms";
import { expectError, expectMutation, storedJuzs } from "../../test/observe";

describe("cancel and complete: only the juz's holder or the creator", () => {
  it("refuses another browser's reader key and anyone who only types the reader's e-mail", async () => {
    const { khatm, reader: aisha } = await khatmWithReader([3]);
    const other = await reserve(khatm.id, [4]);
    for (const action of ["cancel", "complete"] as const) {
      await expectError(
        await juzAction(khatm.id, 3, action, { email: aisha.readerEmail }, { readerKey: other.readerKey }),
        403,
      );
      await expectError(
        await juzAction(khatm.id, 3, action, { email: aisha.readerEmail, readerEmail: aisha.readerEmail }),
        403,
      );
    }
    // A key that holds one of the listed juz does not reach the others.
    await expectError(
      await juzAction(khatm.id, 4, "cancel", { juzNumbers: [3, 4] }, { readerKey: other.readerKey }),
      403,
    );
    expect((await storedJuzs(khatm.id)).slice(2, 4).map((juz) => juz.status)).toEqual(["reserved", "reserved"]);
  });

  it("refuses a signed-in user who is not the juz's reader", async () => {
    const { khatm, reader: aisha } = await khatmWithReader([3]);
    const someone = await signedIn("someone");
    await expectError(
      await juzAction(khatm.id, 3, "cancel", { email: aisha.readerEmail }, { token: someone.token }),
      403,
    );
  });

  it("refuses a holder whose typed e-mail is someone else's", async () => {
    const { khatm, reader: aisha } = await khatmWithReader([3]);
    await expectError(
      await juzAction(khatm.id, 3, "cancel", { email: uniqueEmail() }, { readerKey: aisha.readerKey }),
      403,
      "does not match the email this juz was reserved with",
    );
  });

  it("refuses the creator's typed e-mail without proof", async () => {
    const khatm = await createKhatm();
    await reserve(khatm.id, [3]);
    await expectError(await juzAction(khatm.id, 3, "cancel", { creatorEmail: khatm.creatorEmail }), 403);
    await expectError(await juzAction(khatm.id, 3, "complete", { readerEmail: khatm.creatorEmail }), 403);
    // With proof, the same request passes.
    await expectMutation(await juzAction(khatm.id, 3, "cancel", { creatorEmail: khatm.creatorEmail }, khatm.creator));
  });
});

describe("transfer and uncomplete: the proven creator only", () => {
  it("refuses without proof (typed creator e-mail, another khatm's key, a reader of the juz) and with a wrong e-mail", async () => {
    const khatm = await createKhatm();
    const other = await createKhatm();
    const aisha = await reserve(khatm.id, [5]);
    const transfer = (creatorEmail: string) => ({ creatorEmail, newReaderName: "Omar", newReaderEmail: uniqueEmail() });

    for (const credentials of [{}, other.creator, { readerKey: aisha.readerKey }]) {
      await expectError(
        await juzAction(khatm.id, 5, "transfer", transfer(khatm.creatorEmail), credentials),
        403,
        "Only the creator of this Khatm can transfer juz.",
      );
    }
    await expectError(
      await juzAction(khatm.id, 5, "transfer", transfer(uniqueEmail()), khatm.creator),
      403,
      "does not match",
    );

    await expectMutation(await juzAction(khatm.id, 5, "complete", {}, { readerKey: aisha.readerKey }));
    for (const credentials of [{}, other.creator, { readerKey: aisha.readerKey }]) {
      await expectError(await juzAction(khatm.id, 5, "uncomplete", { email: khatm.creatorEmail }, credentials), 403);
    }
    await expectError(await juzAction(khatm.id, 5, "uncomplete", { email: aisha.readerEmail }, khatm.creator), 403);
    expect((await storedJuzs(khatm.id))[4]).toMatchObject({ status: "completed", reader_email: aisha.readerEmail });
  });

  it("accepts the creator's session with the matching e-mail", async () => {
    const khadija = await signedIn("khadija");
    const khatm = await createKhatm({ creator: khadija });
    await reserve(khatm.id, [5]);
    await expectMutation(
      await juzAction(
        khatm.id,
        5,
        "transfer",
        { creatorEmail: khadija.email.toUpperCase(), newReaderName: "Omar", newReaderEmail: uniqueEmail() },
        { token: khadija.token },
      ),
    );
  });
});
