import type { Locale } from "@khatm/i18n";
import { normaliseEmail } from "@khatm/schema/rules";
import { eq } from "drizzle-orm";
import type { JuzRow } from "../db/schema";
import type { Store } from "./khatm-store";
import { openKhatm, refreshNextDue } from "./reading-schedule-store";
import { juzSchedules, juzs, reminderStops } from "./schema";

/** A juz's reading schedule as its reader chose it: reminders or not, and the language they reserved in. */
export interface CarriedSchedule {
  number: number;
  remind: boolean;
  locale: Locale | null;
}

/** What a rotated round takes over from the last: each reader's choices (by the juz they now hold), and the stops. */
export interface RotationCarryOver {
  schedules: CarriedSchedule[];
  stoppedEmails: string[];
}

/** The schedules of the khatm's juz, by juz number (a juz reserved by the creator for a reader has remind off). */
export function carriedSchedules(db: Store): CarriedSchedule[] {
  return db
    .select({ number: juzs.number, remind: juzSchedules.remind, locale: juzSchedules.locale })
    .from(juzSchedules)
    .innerJoin(juzs, eq(juzs.id, juzSchedules.juzId))
    .all();
}

/**
 * In a new rotated round: each juz rotation reserved takes the schedule its reader chose last round, and readers who
 * stopped reminders stay stopped. Answers the khatm's new version when its next due time changed (for the index).
 */
export function adoptRotation(db: Store, carried: RotationCarryOver, now = new Date().toISOString()): number | null {
  const byNumber = new Map(
    db
      .select()
      .from(juzs)
      .all()
      .map((juz) => [juz.number, juz]),
  );
  for (const email of carried.stoppedEmails) {
    db.insert(reminderStops).values({ email, stoppedAt: now }).onConflictDoNothing().run();
  }
  for (const { number, remind, locale } of carried.schedules) {
    const juz = byNumber.get(number);
    if (juz?.status !== "reserved") continue;
    const row = { juzId: juz.id, reservedAt: juz.reservedAt ?? "", remind, remindedAt: null, warnedAt: null, locale };
    db.insert(juzSchedules).values(row).onConflictDoNothing().run();
  }
  return refreshNextDue(db, true) ? openKhatm(db).version : null;
}

/** The language each reader of `rows` reserved in, when known: a lookup by e-mail (compared as normalised). */
export function languagesReservedIn(
  rows: readonly JuzRow[],
  schedules: readonly CarriedSchedule[],
): (email: string) => Locale | undefined {
  const byNumber = new Map(schedules.map((schedule) => [schedule.number, schedule.locale]));
  const languages = new Map<string, Locale>();
  for (const juz of rows) {
    const locale = byNumber.get(juz.number);
    if (juz.readerEmail && locale) languages.set(normaliseEmail(juz.readerEmail), locale);
  }
  return (email) => languages.get(normaliseEmail(email));
}
