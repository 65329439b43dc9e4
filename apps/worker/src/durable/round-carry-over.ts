import type { Locale } from "@khatm/i18n";
import { eq } from "drizzle-orm";
import type { Change } from "./change";
import type { Store } from "./khatm-store";
import { refreshNextDue } from "./reading-schedule-store";
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
 * stopped reminders stay stopped; a new next due time goes to the index.
 */
export function adoptRotation(change: Change, carried: RotationCarryOver, now = new Date().toISOString()): void {
  const { db } = change;
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
  refreshNextDue(change);
}
