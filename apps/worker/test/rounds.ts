// A khatm whose next round is asked for while D1 cannot take it, for the tests of what the object does with a round
// it has promised but not yet made (a crash, a deletion).
import { expect } from "vitest";
import { acceptNewKhatms, refuseNewKhatms } from "./khatm-state";
import { api, juzAction, type TestKhatm } from "./khatms";
import { expectJson } from "./observe";

const EVERY_JUZ = Array.from({ length: 30 }, (_, i) => i + 1);

/**
 * Has one reader read the whole khatm (reserved on their behalf, completed by the creator), then asks for its next
 * round while D1 refuses new khatm rows: the answer is a 500, and the round waits in the object's outbox. `meanwhile`
 * runs before D1 takes new khatms again.
 */
export async function nextRoundWhileIndexRefuses(
  khatm: TestKhatm,
  readerEmail: string,
  meanwhile: () => Promise<void>,
): Promise<void> {
  const body = { juzNumbers: EVERY_JUZ, readerName: "Amina", readerEmail, creatorEmail: khatm.creatorEmail };
  await expectJson(await api("POST", `/api/khatms/${khatm.id}/reserve-on-behalf`, { ...khatm.creator, body }), 200);
  await expectJson(await juzAction(khatm.id, 1, "complete", { juzNumbers: EVERY_JUZ }, khatm.creator), 200);
  await refuseNewKhatms();
  try {
    const start = await api("POST", `/api/khatms/${khatm.id}/next-round`, {
      ...khatm.creator,
      body: { mode: "invite" },
    });
    expect(start.status).toBe(500);
    await meanwhile();
  } finally {
    await acceptNewKhatms();
  }
}
