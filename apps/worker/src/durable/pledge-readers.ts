import { normaliseEmail, sameText } from "@khatm/schema/rules";
import { eq } from "drizzle-orm";
import { type ReaderJuzs, readerKey } from "../rules/readers";
import {
  type JuzScheduleState,
  reminderDueAt,
  type ScheduledJuz,
  type ScheduleSettings,
} from "../rules/reading-schedule";
import type { Change } from "./change";
import type { MailContext, MailReader } from "./effect-intents";
import { asKhatmRow, type Store } from "./khatm-store";
import { type PledgeRow, requireCount } from "./pledge-views";
import { pledges, reminderStops } from "./schema";

/** A counted recitation's readers as its reminders and its next round see them (issue 25). */

/**
 * The readers to remind of a count: each e-mail with pledges not cancelled and not read in full, once, with those
 * pledges, in the language of their last; not those who followed "Stop reminders".
 */
export function pledgersToRemind(db: Store): Array<MailReader & { pledges: Array<{ amount: number; done: number }> }> {
  const stopped = new Set(
    db
      .select()
      .from(reminderStops)
      .all()
      .map((row) => row.email.toLowerCase()),
  );
  const readers = new Map<string, MailReader & { pledges: Array<{ amount: number; done: number }> }>();
  for (const pledge of db.select().from(pledges).orderBy(pledges.id).all()) {
    const email = pledge.readerEmail?.toLowerCase();
    if (!email || pledge.cancelledAt || pledge.done >= pledge.amount || stopped.has(email)) continue;
    const reader = readers.get(email) ?? { email, name: pledge.readerName, locale: pledge.locale, pledges: [] };
    reader.pledges.push({ amount: pledge.amount, done: pledge.done });
    readers.set(email, { ...reader, name: pledge.readerName, locale: pledge.locale ?? reader.locale });
  }
  return [...readers.values()];
}

/** The readers who read something of the count, once per e-mail (or name), for its next round's invitations. */
export function pledgersWhoRead(db: Store): ReaderJuzs[] {
  const readers = new Map<string, ReaderJuzs>();
  for (const pledge of db.select().from(pledges).orderBy(pledges.id).all()) {
    if (pledge.done === 0) continue;
    const key = readerKey(pledge);
    const email = pledge.readerEmail ? normaliseEmail(pledge.readerEmail) : "";
    readers.set(key, {
      email,
      name: pledge.readerName,
      juzs: [],
      locale: pledge.locale ?? readers.get(key)?.locale ?? null,
    });
  }
  return [...readers.values()];
}

/**
 * A pledge as the reading schedule sees a reservation (rules/reading-schedule.ts, the same rule as a juz's): due
 * for a reminder `reminderDays` after it was made, then every few days, while it is not read in full.
 */
function scheduledPledge(pledge: PledgeRow): { juz: ScheduledJuz; state: JuzScheduleState } {
  const open = !pledge.cancelledAt && pledge.done < pledge.amount;
  return {
    juz: {
      id: pledge.id,
      number: pledge.id,
      status: open ? "reserved" : "completed",
      readerName: pledge.readerName,
      readerEmail: pledge.readerEmail,
      reservedAt: pledge.pledgedAt,
    },
    state: { remind: pledge.remind, remindedAt: pledge.remindedAt, warnedAt: null },
  };
}

/** When the count's next pledge reminder is due (epoch ms), or null when none is. */
export function nextPledgeReminder(db: Store, settings: ScheduleSettings, stopped: readonly string[]): number | null {
  const isStopped = (email: string) => stopped.some((entry) => sameText(entry, email));
  const times = db
    .select()
    .from(pledges)
    .all()
    .map((pledge) => {
      const { juz, state } = scheduledPledge(pledge);
      return reminderDueAt(juz, state, settings, isStopped);
    })
    .filter((time): time is number => time !== null);
  return times.length ? Math.min(...times) : null;
}

/**
 * The cron's pledge reminders at `now`: each reader whose reminders are due gets one e-mail naming their unfinished
 * pledges, and those pledges count as reminded.
 */
export function remindDuePledges(change: Change, context: MailContext, now: string, stopped: readonly string[]): void {
  const { db } = change;
  const row = requireCount(db);
  const isStopped = (email: string) => stopped.some((entry) => sameText(entry, email));
  const due = db
    .select()
    .from(pledges)
    .all()
    .filter((pledge) => {
      const { juz, state } = scheduledPledge(pledge);
      const at = reminderDueAt(juz, state, row, isStopped);
      return at !== null && at <= Date.parse(now);
    });
  if (!due.length) return;
  for (const pledge of due) db.update(pledges).set({ remindedAt: now }).where(eq(pledges.id, pledge.id)).run();
  const readers = new Map<string, MailReader & { pledges: Array<{ amount: number; done: number }> }>();
  for (const pledge of due) {
    const email = normaliseEmail(pledge.readerEmail ?? "");
    const reader = readers.get(email) ?? { email, name: pledge.readerName, locale: pledge.locale, pledges: [] };
    reader.pledges.push({ amount: pledge.amount, done: pledge.done });
    readers.set(email, reader);
  }
  for (const reader of readers.values())
    change.mail(context, { type: "pledgeReminder", khatm: asKhatmRow(row), reader });
}
