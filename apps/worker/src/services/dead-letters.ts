import type { Env } from "../bindings";
import { khatms } from "../db/schema";
import type { EffectRow } from "../durable/effect-outbox";
import { khatmCoordinator } from "../durable/khatm-object";
import type { Services } from "./services";

/** Khatms looked at per listing: the dev outbox is a local tool, and a local database is small. */
const KHATMS_LOOKED_AT = 500;

export interface DeadLetter {
  khatmId: string;
  key: string;
  what: string;
  to: string | null;
  attempts: number;
  lastError: string | null;
}

/**
 * The effects that failed for their whole retry window, across khatms (each khatm's object keeps its own), for the
 * operator to see and retry: the dev outbox shows them locally.
 */
export async function deadLetters(env: Pick<Env, "KHATM_COORDINATOR">, { db }: Pick<Services, "db">) {
  const ids = await db.select({ id: khatms.id }).from(khatms).limit(KHATMS_LOOKED_AT);
  const letters = await Promise.all(
    ids.map(async ({ id }) =>
      (await khatmCoordinator(env, id).deadLetters()).map(
        (row): DeadLetter => ({
          khatmId: id,
          key: row.key,
          what: whatOf(row.intent),
          to: row.intent.kind === "pushDevice" ? `a ${row.intent.device.service} device` : (row.message?.to ?? null),
          attempts: row.attempts,
          lastError: row.lastError,
        }),
      ),
    ),
  );
  return letters.flat();
}

/** Gives a khatm's dead letters a new retry window; answers how many. */
export function retryDeadLetters(env: Pick<Env, "KHATM_COORDINATOR">, khatmId: string): Promise<number> {
  return khatmCoordinator(env, khatmId).retryDeadLetters();
}

/** What a dead letter was: an e-mail's type, a push's ("push: reminder") or the next round. */
function whatOf(intent: EffectRow["intent"]): string {
  switch (intent.kind) {
    case "mail":
      return intent.mail.type;
    case "push":
      return `push: ${intent.push.mail.type}`;
    case "pushDevice":
      return `push: ${intent.device.about}`;
    case "nextRound":
      return "next round";
    case "telegramList":
      return "telegram: list";
    case "telegramReminder":
      return "telegram: reminder";
    case "telegramDeleted":
      return "telegram: khatm deleted";
  }
}
