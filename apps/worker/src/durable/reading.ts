import { type MessageKey, type Text, text } from "@khatm/i18n";
import { partUnitKey } from "@khatm/juz-table";
import type { UpdateSettingsRequest } from "@khatm/schema";
import { DAY_MS, isCountDivision, type KhatmDivision, partDivisionOf, READING_SCHEDULE } from "@khatm/schema/rules";
import { ApiException, RateLimitedException } from "../errors";
import { signToken, verifyToken } from "../lib/signed-token";
import { randomToken } from "../lib/tokens";
import { requireOrganizer, type Viewer } from "../rules/permissions";
import type { Change } from "./change";
import type { MailContext } from "./effect-intents";
import { asKhatmRow, requireKhatm, type Store } from "./khatm-store";
import { pledgersToRemind } from "./pledge-readers";
import { mailReaderOf, readersToRemind, refreshNextDue } from "./reading-schedule-store";
import { juzs, khatm, pledges, reminderStops } from "./schema";

/**
 * The khatm's reading over time, the parts its object runs in a change: the creator's "Send a reminder", a reader's
 * "Stop reminders", the creator's settings, and the e-mails' signed links. When reminders and stale releases are
 * due is reading-schedule.ts; what a run records, reading-schedule-store.ts.
 */

const STOP_PURPOSE = "stop-reminders";
/** How long a "Stop reminders" link works: well past the next reminders it could stop. */
const STOP_LINK_DAYS = 90;

/**
 * The creator's "Send a reminder": once per 24 hours (429), to the readers with open juz or pledges (409 when none),
 * each an e-mail in the outbox, and one message in each linked Telegram group naming them (`remindGroups`,
 * telegram-groups.ts). Answers how many readers it e-mails.
 */
export function remindReaders(
  change: Change,
  request: { viewer: Viewer; creatorEmail: string | undefined; context: MailContext },
  now: Date,
  remindGroups: () => number = () => 0,
): number {
  const { viewer, creatorEmail } = request;
  const { db } = change;
  const row = requireKhatm(db);
  requireOrganizer(viewer, row, "remind", creatorEmail);
  const hours = READING_SCHEDULE.manualReminderHours;
  const last = row.manualReminderAt ? Date.parse(row.manualReminderAt) : Number.NEGATIVE_INFINITY;
  const allowedAt = last + hours * 3600_000;
  if (allowedAt > now.getTime()) {
    const next = new Date(allowedAt).toISOString().slice(0, 16).replace("T", " ");
    const seconds = Math.ceil((allowedAt - now.getTime()) / 1000);
    throw new RateLimitedException(text("api.reminderTooSoon", { time: next }), seconds);
  }
  const about = asKhatmRow(row);
  if (isCountDivision(row.division)) {
    // A counted recitation reminds the readers of pledges not read in full (pledges.ts).
    const pledgers = pledgersToRemind(db);
    const groups = remindGroups();
    if (!pledgers.length && !groups) throw new ApiException("CONFLICT", text("api.noReaderToRemind"));
    db.update(khatm).set({ manualReminderAt: now.toISOString() }).run();
    for (const reader of pledgers) {
      change.mail(request.context, { type: "pledgeReminder", khatm: about, reader, fromCreator: row.creatorName });
    }
    return pledgers.length;
  }
  const readers = readersToRemind(db).filter((reader) => reader.email);
  // The linked Telegram groups get one message each naming the readers with open parts, Telegram readers included.
  const groups = remindGroups();
  if (!readers.length && !groups) throw new ApiException("CONFLICT", inDivision(row.division, "noReaderToRemind"));
  db.update(khatm).set({ manualReminderAt: now.toISOString() }).run();
  for (const reader of readers) {
    const mail = { khatm: about, reader: mailReaderOf(reader), fromCreator: row.creatorName, at: now.toISOString() };
    change.mail(request.context, { type: "reminder", ...mail });
  }
  return readers.length;
}

/** The reader a "Stop reminders" token names, or 404 (no such reader, expired, or never signed by this khatm). */
export async function readerOfStopToken(db: Store, token: string, now: Date): Promise<string> {
  const row = requireKhatm(db);
  // Readers of juz, or of a counted recitation's pledges.
  const candidates = [
    ...db.select({ email: juzs.readerEmail }).from(juzs).all(),
    ...db.select({ email: pledges.readerEmail }).from(pledges).all(),
  ];
  const emails = candidates.flatMap((reader) => (reader.email ? [reader.email] : []));
  // No key yet: this khatm never sent a reminder, so no token can be its (and a refusal writes nothing).
  const key = row.signingKey;
  const email = key ? await verifyToken(key, STOP_PURPOSE, token, emails, now) : null;
  if (!email) throw new ApiException("NOT_FOUND", inDivision(row.division, "reminderLinkGone"));
  return email;
}

export function stopReminders(change: Change, email: string, now: Date): void {
  change.db.insert(reminderStops).values({ email, stoppedAt: now.toISOString() }).onConflictDoNothing().run();
  refreshNextDue(change);
}

/**
 * The organizers' settings: reading (reminders, stale juz, next round) and, since issue 37, the khatm's name and
 * occasion, which the index (the public list and its search terms) and the previews follow with the row.
 */
export function updateSettings(change: Change, viewer: Viewer, request: UpdateSettingsRequest): void {
  const { db } = change;
  const row = requireKhatm(db);
  requireOrganizer(viewer, row, "settings", request.creatorEmail);
  const { creatorEmail: _typed, ...changes } = request;
  // Absent fields stay as they are.
  const settings: Partial<typeof khatm.$inferInsert> = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  const renamed =
    (changes.name !== undefined && changes.name !== row.name) ||
    (changes.occasion !== undefined && changes.occasion !== row.occasion);
  if (renamed) settings.searchTermsPending = true;
  if (Object.keys(settings).length) db.update(khatm).set(settings).run();
  change.khatmChanged();
  refreshNextDue(change);
}

/** The khatm's signing key for its e-mails' links, made on first use. */
function signingKey(db: Store): string {
  const row = requireKhatm(db);
  if (row.signingKey) return row.signingKey;
  const key = randomToken(32);
  db.update(khatm).set({ signingKey: key }).run();
  return key;
}

/** A reader's signed "Stop reminders" link (it names the reader without showing the address). */
export async function stopRemindersLink(db: Store, origin: string, email: string, now: number): Promise<string> {
  const key = signingKey(db);
  const token = await signToken(key, STOP_PURPOSE, email, new Date(now + STOP_LINK_DAYS * DAY_MS));
  const khatmId = requireKhatm(db).id;
  return `${origin}/stop-reminders?khatm=${encodeURIComponent(khatmId)}&token=${encodeURIComponent(token)}`;
}

/** A refusal that speaks of a reader's open parts: the spec's "open juz", or another division's ("open pages"). */
function inDivision(division: KhatmDivision, key: "noReaderToRemind" | "reminderLinkGone"): Text {
  const parts = partDivisionOf(division);
  if (parts === null || parts === "juz") return text(`api.${key}` satisfies MessageKey);
  return text(`parts.${key}` satisfies MessageKey, { unit: text(partUnitKey(parts)) });
}
