import { type Locale, type Text, text } from "@khatm/i18n";
import type { Khatm, UpdateSettingsRequest } from "@khatm/schema";
import { DAY_MS, READING_SCHEDULE } from "@khatm/schema/rules";
import { database } from "../db/client";
import type { EmailMessage } from "../email";
import { ApiException, RateLimitedException } from "../errors";
import { mushafConfig } from "../lib/mushaf";
import { signToken, verifyToken } from "../lib/signed-token";
import { randomToken } from "../lib/tokens";
import { completionOf } from "../services/completion";
import { requireCreator, type Viewer } from "../services/permissions";
import { presentKhatm } from "../services/presenters";
import {
  type ReaderMail,
  readerLanguages,
  scheduleMessages,
  sendReminderMessages,
} from "../services/reading-schedule-mail";
import { KhatmCoordinator, type Outcome } from "./khatm-coordinator";
import { asKhatmRow, recountAndBump, type StoredKhatm } from "./khatm-store";
import { outcomeOf } from "./outcome";
import { openKhatm, type ReaderJuzs, readersToRemind, refreshNextDue, runDueWork } from "./reading-schedule-store";
import { juzs, khatm, reminderStops } from "./schema";

/**
 * The khatm's reading over time (issue 17): the scheduled reminders and stale releases, the creator's "Send a
 * reminder", the readers' "Stop reminders", and the creator's settings (the next round: rounds-coordinator.ts). Every
 * change is one transaction in the khatm's storage, committed like a juz change (index, sockets); e-mails are
 * answered to the caller, who sends them through the mailer after the transaction.
 */
export class ReadingCoordinator extends KhatmCoordinator {
  /** Called by the cron for khatms whose next due time has come: does what is due now, once. */
  async runSchedule(origin: string, now = new Date()): Promise<EmailMessage[]> {
    await this.open();
    const row = this.db.select().from(khatm).get();
    if (!row || row.deleted) return [];
    const run = this.db.transaction(() => runDueWork(this.db, now.toISOString()));
    if (run.changed) await this.committed(run.khatm.version);
    const readers = [...run.remind, ...run.warn, ...run.release];
    return scheduleMessages(run, await this.mail(run.khatm, readers, origin, now, null));
  }

  async sendReminders(
    viewer: Viewer,
    creatorEmail: string | undefined,
    origin: string,
    requesterLocale: Locale | null,
  ): Promise<Outcome<{ messages: EmailMessage[]; readers: number }>> {
    return outcomeOf(async () => {
      await this.open();
      const now = new Date();
      const { row, readers } = this.db.transaction(() => {
        const row = openKhatm(this.db);
        requireCreator(viewer, row, "remind", creatorEmail);
        const hours = READING_SCHEDULE.manualReminderHours;
        const last = row.manualReminderAt ? Date.parse(row.manualReminderAt) : Number.NEGATIVE_INFINITY;
        const allowedAt = last + hours * 3600_000;
        if (allowedAt > now.getTime()) {
          const next = new Date(allowedAt).toISOString().slice(0, 16).replace("T", " ");
          const seconds = Math.ceil((allowedAt - now.getTime()) / 1000);
          throw new RateLimitedException(text("api.reminderTooSoon", { time: next }), seconds);
        }
        const readers = readersToRemind(this.db, now.toISOString()).filter((reader) => reader.email);
        if (!readers.length) throw new ApiException("CONFLICT", text("api.noReaderToRemind"));
        this.db.update(khatm).set({ manualReminderAt: now.toISOString() }).run();
        return { row, readers };
      });
      const mail = await this.mail(row, readers, origin, now, requesterLocale);
      const messages = await sendReminderMessages(row, readers, mail);
      return { messages, readers: readers.length };
    });
  }

  /** "Stop reminders" from a reminder e-mail: its token names the reader without saying who. */
  async stopReminders(token: string): Promise<Outcome<Text>> {
    return outcomeOf(async () => {
      await this.open();
      const row = openKhatm(this.db);
      const candidates = this.db.select({ email: juzs.readerEmail }).from(juzs).all();
      const emails = candidates.flatMap((juz) => (juz.email ? [juz.email] : []));
      // No key yet: this khatm never sent a reminder, so no token can be its (and a refusal writes nothing).
      const key = row.signingKey;
      const email = key ? await verifyToken(key, STOP_PURPOSE, token, emails, new Date()) : null;
      if (!email) throw new ApiException("NOT_FOUND", text("api.reminderLinkGone"));
      const version = this.db.transaction(() => {
        this.db
          .insert(reminderStops)
          .values({ email, stoppedAt: new Date().toISOString() })
          .onConflictDoNothing()
          .run();
        refreshNextDue(this.db, true);
        return openKhatm(this.db).version;
      });
      if (version !== row.version) await this.committed(version);
      return text("api.remindersStopped", { name: row.name });
    });
  }

  async updateSettings(viewer: Viewer, request: UpdateSettingsRequest): Promise<Outcome<Khatm>> {
    return outcomeOf(async () => {
      await this.open();
      const after = this.db.transaction(() => {
        requireCreator(viewer, openKhatm(this.db), "settings", request.creatorEmail);
        const { creatorEmail: _typed, ...settings } = request;
        recountAndBump(this.db);
        this.db
          .update(khatm)
          .set({ ...settings, listingPending: true })
          .run();
        refreshNextDue(this.db, false);
        return openKhatm(this.db);
      });
      await this.committed(after.version);
      return presentKhatm(asKhatmRow(after), true, completionOf(this.db.select().from(juzs).all()));
    });
  }

  /** The khatm's signing key for its e-mails' links, made on first use. */
  private signingKey(): string {
    const row = openKhatm(this.db);
    if (row.signingKey) return row.signingKey;
    const key = randomToken(32);
    this.db.update(khatm).set({ signingKey: key }).run();
    return key;
  }

  /** What reader e-mails of this khatm need: where the links go, the readers' languages, signed "Stop reminders". */
  private async mail(
    row: StoredKhatm,
    readers: readonly ReaderJuzs[],
    origin: string,
    now: Date,
    requester: Locale | null,
  ): Promise<ReaderMail> {
    const key = this.signingKey();
    const expires = new Date(now.getTime() + STOP_LINK_DAYS * DAY_MS);
    return {
      origin,
      languageOf: await readerLanguages(database(this.env.DB), row, readers, requester),
      mushaf: mushafConfig(this.env),
      stopLink: async (email) =>
        `${origin}/stop-reminders?khatm=${encodeURIComponent(row.id)}&token=${encodeURIComponent(await signToken(key, STOP_PURPOSE, email, expires))}`,
    };
  }
}

const STOP_PURPOSE = "stop-reminders";
/** How long a "Stop reminders" link works: well past the next reminders it could stop. */
const STOP_LINK_DAYS = 90;
