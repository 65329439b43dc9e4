import { DAY_MS } from "@khatm/schema/rules";
import { describe, expect, it } from "vitest";
import { earliestDue, type JuzScheduleState, planSchedule, type ScheduledJuz } from "./reading-schedule";

const RESERVED = "2026-01-01T00:00:00.000Z";
const day = (n: number) => new Date(Date.parse(RESERVED) + n * DAY_MS).toISOString();
const juz = (id: number, email = `r${id}@example.com`): ScheduledJuz => ({
  id,
  number: id,
  status: "reserved",
  readerName: `R${id}`,
  readerEmail: email,
  reservedAt: RESERVED,
});
const states = (entries: Array<[number, Partial<JuzScheduleState>]>) =>
  new Map(entries.map(([id, state]) => [id, { remind: true, remindedAt: null, warnedAt: null, ...state }]));
const ids = (list: ScheduledJuz[]) => list.map((entry) => entry.id);

describe("reading schedule", () => {
  const settings = { reminderDays: 7, staleDays: null };

  it("reminds after the khatm's days, then at most weekly after the last reminder", () => {
    expect(ids(planSchedule([juz(1)], states([[1, {}]]), settings, [], day(6.9)).remind)).toEqual([]);
    expect(ids(planSchedule([juz(1)], states([[1, {}]]), settings, [], day(7)).remind)).toEqual([1]);
    const reminded = states([[1, { remindedAt: day(7) }]]);
    expect(ids(planSchedule([juz(1)], reminded, settings, [], day(13)).remind)).toEqual([]);
    expect(earliestDue([juz(1)], reminded, settings, [])).toBe(day(14));
  });

  it("never reminds a reader who did not ask or stopped, nor a completed juz", () => {
    const quiet = states([[1, { remind: false }]]);
    expect(earliestDue([juz(1)], quiet, settings, [])).toBeNull();
    expect(earliestDue([juz(1, "Stop@Example.com")], states([[1, {}]]), settings, ["stop@example.com"])).toBeNull();
    expect(earliestDue([{ ...juz(1), status: "completed" }], states([[1, {}]]), settings, [])).toBeNull();
  });

  it("warns a day before freeing, and frees no sooner than a day after the warning (a late setting)", () => {
    const stale = { reminderDays: 7, staleDays: 3 };
    expect(ids(planSchedule([juz(1)], new Map(), stale, [], day(2)).warn)).toEqual([1]);
    const warnedLate = states([[1, { remind: false, warnedAt: day(10) }]]);
    expect(ids(planSchedule([juz(1)], warnedLate, stale, [], day(10.5)).release)).toEqual([]);
    expect(ids(planSchedule([juz(1)], warnedLate, stale, [], day(11)).release)).toEqual([1]);
    // A warned juz is not reminded as well in the same run.
    const plan = planSchedule([juz(1)], states([[1, {}]]), { reminderDays: 2, staleDays: 3 }, [], day(2.5));
    expect([ids(plan.warn), ids(plan.remind)]).toEqual([[1], []]);
  });
});
