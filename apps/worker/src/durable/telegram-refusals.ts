import { type MessageKey, type Text, text } from "@khatm/i18n";
import { type Division, partCountOf } from "@khatm/schema/rules";
import { inArray } from "drizzle-orm";
import type { JuzRow } from "../db/schema";
import { ApiException } from "../errors";
import { isHolder, type Viewer } from "../rules/permissions";
import { idChunks, type Store } from "./khatm-store";
import { type PartMutationResult, PartsRefused } from "./part-mutations";
import { grantedPartIds } from "./reader-grants";
import { juzs } from "./schema";
import type { TelegramPartAction } from "./telegram-readers";

/**
 * A Telegram command's part change, its refusals worded for the group (issue 38): "Juz 5 is already taken by
 * Ahmed." The web's refusal says only that a part is no longer available; a group sees the list anyway, so the reply
 * names each part and why, with its holder's name as a visitor sees it (an anonymous reader is never named, and no
 * e-mail ever is). The change is still the web's (part-mutations.ts, the same rules and all or nothing): only the
 * words of its refusal change, inside the same transaction, so the rows read are the ones that refused.
 */
export function withTelegramRefusals(
  db: Store,
  action: TelegramPartAction,
  viewer: Viewer,
  division: Division,
  apply: () => PartMutationResult,
): PartMutationResult {
  let result: PartMutationResult;
  try {
    result = apply();
  } catch (error) {
    if (!(error instanceof ApiException)) throw error;
    const words = refusalOf(db, action, viewer, division, error);
    throw words ? new ApiException(error.code, words, error.field) : error;
  }
  // The state machine keeps a part whose holder has no e-mail and the same name as "the same reader" (a creator's
  // reservation on someone's behalf, repeated). In a group a namesake is someone else: they did not get the part, so
  // the whole command is refused (thrown inside the change, nothing of it stays).
  if (action.action === "reserve") {
    const notTheirs = result.juzs.filter((part) => !result.grantedJuzIds.includes(part.id));
    if (notTheirs.length) throw new ApiException("CONFLICT", unavailableText(notTheirs, "reserve", division));
  }
  return result;
}

/** The Telegram words of a refusal, or null to keep the web's (a refusal no command of the bot can cause). */
function refusalOf(
  db: Store,
  action: TelegramPartAction,
  viewer: Viewer,
  division: Division,
  error: ApiException,
): Text | null {
  if (error instanceof PartsRefused) {
    return unavailableText(partsNamed(db, error.refused), action.action, division);
  }
  if (error.code === "BAD_REQUEST") {
    const max = partCountOf(division);
    const missing = action.partNumbers.filter((number) => number < 1 || number > max);
    return missing.length ? text("telegram.outOfRange", { parts: { juz: missing, division }, max }) : null;
  }
  if (error.code === "FORBIDDEN" && action.action !== "reserve") {
    const rows = partsNamed(db, action.partNumbers);
    const granted = grantedPartIds(
      db,
      viewer.readerKeyHash,
      rows.map((row) => row.id),
    );
    const notHeld = rows.filter((row) => !isHolder(viewer, row, granted)).map((row) => row.number);
    if (!notHeld.length) return null;
    const key = action.action === "complete" ? "telegram.notYoursDone" : "telegram.notYoursDrop";
    return text(key, { parts: { juz: notHeld, division }, count: notHeld.length });
  }
  return null;
}

/** A long refusal names this many groups of parts one by one, then the rest together. */
const NAMED_GROUPS = 3;

/**
 * Why each part is not the sender's to take or cancel, one sentence per reason and holder, in part order: taken by a
 * reader named as a visitor sees them, taken by an anonymous reader (no name), or already completed.
 */
function unavailableText(rows: readonly JuzRow[], action: TelegramPartAction["action"], division: Division): Text {
  const groups = new Map<string, { key: MessageKey; name: string | null; numbers: number[] }>();
  for (const row of [...rows].sort((a, b) => a.number - b.number)) {
    const name = row.status === "reserved" && !row.readerAnonymous ? row.readerName : null;
    const key: MessageKey =
      row.status === "completed"
        ? action === "cancel"
          ? "telegram.completedNoCancel"
          : "telegram.alreadyCompleted"
        : name
          ? "telegram.taken"
          : "telegram.takenAnonymously";
    const id = `${key}\u0000${name ?? ""}`;
    const group = groups.get(id) ?? { key, name, numbers: [] };
    group.numbers.push(row.number);
    groups.set(id, group);
  }
  const sentences = [...groups.values()].map(({ key, name, numbers }) =>
    text(key, { parts: { juz: numbers, division }, count: numbers.length, ...(name ? { name } : {}) }),
  );
  const rest = [...groups.values()].slice(NAMED_GROUPS).flatMap((group) => group.numbers);
  const named = sentences.slice(0, NAMED_GROUPS);
  if (rest.length) {
    const juz = rest.sort((a, b) => a - b);
    named.push(text("telegram.alsoUnavailable", { parts: { juz, division }, count: juz.length }));
  }
  return named.reduce((first, second) => text("api.sentences", { first, second }));
}

/** The khatm's rows of these part numbers (those that exist). */
function partsNamed(db: Store, numbers: readonly number[]): JuzRow[] {
  return idChunks(numbers).flatMap((chunk) =>
    db.select().from(juzs).where(inArray(juzs.number, chunk)).all(),
  ) as JuzRow[];
}
