import { DurableObject } from "cloudflare:workers";
import { type AvailableLocale, type Text, text } from "@khatm/i18n";
import type {
  Activity,
  CreatedEmailState,
  Khatm,
  LiveTicketResponse,
  Pledge,
  UpdateSettingsRequest,
} from "@khatm/schema";
import type { NextRoundMode } from "@khatm/schema/rules";
import { eq } from "drizzle-orm";
import type { Env } from "../bindings";
import type { KhatmRow } from "../db/schema";
import { ApiException } from "../errors";
import { requirePartDivision } from "../rules/part-numbers";
import { roleOf, type Viewer } from "../rules/permissions";
import { presentKhatm } from "../rules/presenters";
import { type Change, runChange } from "./change";
import { khatmCompletionOf } from "./completion";
import { createdEmailOf } from "./created-email";
import { createKhatmHere, type KhatmCreation } from "./creation";
import { deliverEffect } from "./effect-delivery";
import type { MailContext } from "./effect-intents";
import { EffectOutbox, type EffectRow } from "./effect-outbox";
import { IndexSync } from "./index-sync";
import { applyDedication, applyDeletion, type DedicationChange, type KhatmDeletion } from "./khatm-settings";
import { asKhatmRow, hasTables, migrateStore, openStore, requireKhatm, type Store, storedKhatm } from "./khatm-store";
import { activitiesOf, type KhatmView, viewOf } from "./khatm-view";
import { applyListImport, type ListImport, type ListImportResult, readListImport } from "./list-import";
import { applyListingChange, type ListingChange, type ListingChangeResult } from "./listing-changes";
import { type ListingNotice, noticeOfListing } from "./listing-notice";
import { LiveSockets } from "./live-sockets";
import { writeMutationEffects } from "./mutation-effects";
import { roundReadersOf } from "./next-round";
import { addOrganizer, organizersOf, removeOrganizer } from "./organizers";
import { type Outcome, outcomeOf, unwrap } from "./outcome";
import { applyPartMutation, type PartMutation, type PartMutationResult } from "./part-mutations";
import { writePledgeEffects } from "./pledge-effects";
import { pledgesOf } from "./pledge-views";
import { applyPledgeChange, type PledgeChange, type PledgeResult } from "./pledges";
import { readerOfStopToken, remindReaders, stopReminders, updateSettings } from "./reading";
import { notePartChange, runDueWork } from "./reading-schedule-store";
import { adoptRotation, type RotationCarryOver } from "./round-carry-over";
import { claimNextRound, type RoundStarter } from "./rounds";
import { effects, type OrganizerEntry } from "./schema";
import {
  type GroupLink,
  groupsOf,
  linkGroup,
  noteTelegramReader,
  postList,
  remindGroups,
  unlinkGroup,
  unlinkGroupFromBoard,
} from "./telegram-groups";
import {
  requireTelegramKind,
  type TelegramPartAction,
  type TelegramPledgeAction,
  telegramMutationOf,
  telegramPledgeOf,
} from "./telegram-readers";
import { withTelegramRefusals } from "./telegram-refusals";

export type { KhatmCreation } from "./creation";
export type { KhatmDeletion } from "./khatm-settings";
export type { RoundStarter } from "./rounds";
export type { GroupLink } from "./telegram-groups";
export type { TelegramPartAction, TelegramPledgeAction } from "./telegram-readers";

/** How long a change's answer waits for D1's index at most (it normally takes one D1 write). */
const INDEX_WAIT_MS = 2_000;
/** How long a creation's answer waits at most for the "created" e-mail's first try (normally one provider call). */
const WELCOME_WAIT_MS = 3_000;
/** How long after a change's answer its effects' delivery begins: a timer, so the answer has left (startDelivery). */
const DELIVERY_AFTER_ANSWER_MS = 20;

/** What a creation answers: the khatm, whether D1's index has it yet, and how its "created" e-mail went. */
export interface CreationResult {
  khatm: KhatmRow;
  indexed: boolean;
  createdEmail: CreatedEmailState | undefined;
}

/**
 * One instance per khatm (named by the khatm id), holding the truth about it in its SQLite storage: juz, reader
 * grants, activity, counts and a version that only grows. Its methods are thin: each read opens the khatm and asks a
 * module (khatm-view.ts); each change runs the one path of `change` below, with a feature module doing the work
 * (part-mutations.ts, listing-changes.ts, khatm-settings.ts, reading.ts, rounds.ts, round-carry-over.ts). D1 is the
 * cross-khatm index, written after the commit from the durable outbox (index-sync.ts); the e-mails and the next
 * round a change causes are its effects, delivered from the effects outbox (effect-outbox.ts); the live grid is
 * live-sockets.ts. The object's one alarm serves both outboxes.
 */
export class KhatmCoordinator extends DurableObject<Env> {
  private readonly storage = this.ctx.storage;
  private readonly db: Store = openStore(this.storage);
  private state: "unknown" | "ready" = "unknown";
  private readonly index = new IndexSync(this.storage, this.db, this.env.DB, () => this.forgetIfDone());
  readonly effects: EffectOutbox = new EffectOutbox(this.storage, this.db, (row) =>
    deliverEffect(row, {
      // Read at each delivery: tests point an instance at another e-mail provider by replacing `env`.
      env: this.env,
      db: this.db,
      now: (): number => this.effects.clock(),
      change: async (work) => unwrap(await this.change(work)),
    }),
  );
  private readonly live = new LiveSockets(this.ctx, async (viewer) => {
    const view = await this.viewFor(viewer);
    return view.ok ? view.value : null;
  });

  /** The view of one viewer (see khatm-view.ts); what the khatm's GET answers give. */
  async viewFor(viewer: Viewer): Promise<Outcome<KhatmView>> {
    return outcomeOf(async () => {
      await this.open();
      const view = viewOf(this.db, viewer);
      if (!view) throw new ApiException("NOT_FOUND", text("api.khatmNotFound"));
      return view;
    });
  }

  async activitiesFor(viewer: Viewer, limit: number, locale: AvailableLocale): Promise<Outcome<Activity[]>> {
    return outcomeOf(async () => {
      await this.open();
      return activitiesOf(this.db, viewer, limit, locale);
    });
  }

  async mutateParts(mutation: PartMutation): Promise<Outcome<PartMutationResult>> {
    return this.change((change) => {
      const result = applyPartMutation(change, mutation);
      notePartChange(change, mutation, result);
      writeMutationEffects(change, mutation, result);
      return result;
    });
  }

  /**
   * A part taken, completed or cancelled from a Telegram group (issue 38): the same change as the web's (one part
   * plan, the same refusals), by the Telegram user as a reader of their own (telegram-readers.ts).
   */
  async telegramPartAction(action: TelegramPartAction): Promise<Outcome<PartMutationResult>> {
    return this.change((change) => {
      requireTelegramKind(change.db, "parts");
      const division = requirePartDivision(requireKhatm(change.db).division);
      const mutation = telegramMutationOf(action);
      noteTelegramReader(change, action.user);
      const result = withTelegramRefusals(change.db, action, mutation.viewer, division, () =>
        applyPartMutation(change, mutation),
      );
      notePartChange(change, mutation, result);
      writeMutationEffects(change, mutation, result);
      return result;
    });
  }

  /** A pledge or a report of reading from a Telegram group (/pledge, /read): the web's pledge change, by that user. */
  async telegramPledgeAction(action: TelegramPledgeAction): Promise<Outcome<PledgeResult>> {
    return this.change((change) => {
      requireTelegramKind(change.db, "count");
      noteTelegramReader(change, action.user);
      const pledge = telegramPledgeOf(change.db, action);
      const result = applyPledgeChange(change, pledge, new Date().toISOString());
      writePledgeEffects(change, pledge.mail, result);
      return result;
    });
  }

  /** Links a Telegram group (the bot's /khatm) and posts the list there; answers the khatm's name. */
  async linkTelegramGroup(link: GroupLink): Promise<Outcome<string>> {
    return this.change((change) => {
      linkGroup(change, link, new Date().toISOString());
      return requireKhatm(change.db).name;
    });
  }

  /** Unlinks a group (the bot's /unlink, or its move to another khatm); answers the khatm's name, null if not linked. */
  async unlinkTelegramGroup(chatId: string): Promise<Outcome<string | null>> {
    return this.change((change) => (unlinkGroup(change, chatId) ? requireKhatm(change.db).name : null));
  }

  /** Posts the list again in a linked group (/list): later changes edit that message. 404 when not linked. */
  async postTelegramList(chatId: string): Promise<Outcome<null>> {
    return this.change((change) => {
      postList(change, chatId);
      return null;
    });
  }

  /** The linked groups, for the organizers' board. */
  async telegramGroupsFor(viewer: Viewer) {
    return outcomeOf(async () => {
      await this.open();
      return groupsOf(this.db, viewer);
    });
  }

  /** The board's Unlink (creator or organizer). */
  async unlinkTelegramGroupFromBoard(viewer: Viewer, chatId: string): Promise<Outcome<null>> {
    return this.change((change) => {
      unlinkGroupFromBoard(change, viewer, chatId);
      return null;
    });
  }

  /** A pledge of a counted recitation, its progress or its cancellation (pledges.ts), with what completion causes. */
  async changePledge(pledge: PledgeChange): Promise<Outcome<PledgeResult>> {
    return this.change((change) => {
      const result = applyPledgeChange(change, pledge, new Date().toISOString());
      writePledgeEffects(change, pledge.mail, result);
      return result;
    });
  }

  /** A counted recitation's pledges as `viewer` may see them; 409 for a khatm of parts. */
  async pledgesFor(viewer: Viewer): Promise<Outcome<Pledge[]>> {
    return outcomeOf(async () => {
      await this.open();
      return pledgesOf(this.db, viewer);
    });
  }

  /** A pasted list, read (`apply` false: nothing changes) or applied as one change (list-import.ts); creator only. */
  async importList(request: ListImport, apply: boolean): Promise<Outcome<ListImportResult>> {
    if (apply) return this.change((change) => applyListImport(change, request));
    return outcomeOf(async () => {
      await this.open();
      return { ...readListImport(this.db, request, new Date().toISOString()).list, changedNumbers: [] };
    });
  }

  /**
   * Confirms its creator, records a report or applies the operator's review (listing-changes.ts). A report that
   * opens a report round e-mails the operator (`notice`) the review links.
   */
  async changeListing(listing: ListingChange, notice?: ListingNotice): Promise<Outcome<ListingChangeResult>> {
    return this.change((change) => {
      const result = applyListingChange(change, listing);
      if (notice) noticeOfListing(change, listing, result, notice);
      return result;
    });
  }

  /**
   * Creates the khatm here, its first change (creation.ts; khatm-creation.ts claims its id and code first).
   * Answers the khatm and whether D1's index has it yet (the change writes it before answering, unless D1 is down or
   * slow: then the alarm does), and how the "created" e-mail went: the answer waits for its first try, at most
   * WELCOME_WAIT_MS, so the success page can say plainly when it could not be sent (created-email.ts). A repeated
   * creation finds the khatm made and tries its index once more; null when that khatm was deleted since.
   */
  async create(creation: KhatmCreation): Promise<Outcome<CreationResult | null>> {
    return outcomeOf(async () => {
      let repeated = false;
      const made = unwrap(
        await this.change(
          (change) => {
            repeated = storedKhatm(change.db) !== undefined;
            return createKhatmHere(change, creation);
          },
          { creating: true },
        ),
      );
      if (!made) return null;
      if (repeated && storedKhatm(this.db)?.indexState === "new") await this.writeIndexNow();
      if (creation.welcome && this.effects.startsOnCommit) await this.firstDeliveryTry();
      return {
        khatm: made,
        indexed: storedKhatm(this.db)?.indexState === "indexed",
        createdEmail: createdEmailOf(this.db),
      };
    });
  }

  /** Sets the khatm's dedication (its proven creator only); answers the khatm as the creator now sees it. */
  async setDedication(dedication: DedicationChange): Promise<Outcome<KhatmView>> {
    const changed = await this.change((change) => applyDedication(change, dedication));
    return changed.ok ? this.viewFor(dedication.viewer) : changed;
  }

  /** Deletes the khatm (its proven creator only): its object keeps a tombstone until D1's rows are gone. */
  async deleteKhatm(deletion: KhatmDeletion): Promise<Outcome<null>> {
    const deleted = await this.change((change) => applyDeletion(change, deletion));
    return deleted.ok ? { ok: true, value: null } : deleted;
  }

  async updateSettings(viewer: Viewer, request: UpdateSettingsRequest): Promise<Outcome<Khatm>> {
    return this.change((change) => {
      updateSettings(change, viewer, request);
      change.bump();
      const stored = requireKhatm(change.db);
      return presentKhatm(asKhatmRow(stored), roleOf(viewer, stored), khatmCompletionOf(change.db, stored));
    });
  }

  /** The co-organizers, for the creator and the co-organizers (organizers.ts). */
  async organizersFor(viewer: Viewer): Promise<Outcome<OrganizerEntry[]>> {
    return outcomeOf(async () => {
      await this.open();
      return organizersOf(this.db, viewer);
    });
  }

  /** The creator adds a co-organizer, who gets an invitation; answers the list as it is now. */
  async addOrganizer(viewer: Viewer, email: string, context: MailContext): Promise<Outcome<OrganizerEntry[]>> {
    return this.change((change) => {
      addOrganizer(change, viewer, email, context, new Date().toISOString());
      return requireKhatm(change.db).organizers;
    });
  }

  /** The creator removes a co-organizer, or one leaves: their session proves nothing more from this commit on. */
  async removeOrganizer(viewer: Viewer, email: string): Promise<Outcome<null>> {
    const removed = await this.change((change) => removeOrganizer(change, viewer, email));
    return removed.ok ? { ok: true, value: null } : removed;
  }

  /** Called by the cron for khatms whose next due time has come: does what is due now, once. */
  async runSchedule(origin: string, now = new Date()): Promise<void> {
    // A khatm deleted since the index named it has nothing due: its refusal is dropped.
    await this.change((change) => runDueWork(change, now.toISOString(), { origin, requester: null }));
  }

  /** The creator's "Send a reminder"; answers how many readers it reminds. */
  async sendReminders(
    viewer: Viewer,
    creatorEmail: string | undefined,
    context: MailContext,
  ): Promise<Outcome<number>> {
    return this.change((change) =>
      remindReaders(change, { viewer, creatorEmail, context }, new Date(), () => remindGroups(change)),
    );
  }

  /** "Stop reminders" from a reminder e-mail: its token names the reader without saying who. */
  async stopReminders(token: string): Promise<Outcome<Text>> {
    return outcomeOf(async () => {
      await this.open();
      const now = new Date();
      const email = await readerOfStopToken(this.db, token, now);
      unwrap(await this.change((change) => stopReminders(change, email, now)));
      return text("api.remindersStopped", { name: requireKhatm(this.db).name });
    });
  }

  /**
   * Starts the next round for its creator: claims it and writes the round as an effect in one transaction, then
   * waits for its delivery (the creator waits for the new round's link). Should that fail, the round is still made by the
   * outbox's next attempt, never twice. 409 unless complete and not started yet.
   */
  async startNextRound(starter: RoundStarter, mode: NextRoundMode, context: MailContext) {
    return outcomeOf(async () => {
      const { claim, key } = unwrap(
        await this.change((change) => {
          const claimed = claimNextRound(change.db, starter);
          return { claim: claimed, key: change.effect({ kind: "nextRound", claim: claimed, mode, context }) };
        }),
      );
      await this.effects.deliverDue();
      const [made] = this.db.select({ outcome: effects.outcome }).from(effects).where(eq(effects.key, key)).all();
      if (made?.outcome !== "sent")
        throw new Error(`The next round of khatm ${claim.khatm.id} is not made yet; it will be`);
      const { readers, mailable } = roundReadersOf(claim);
      return {
        nextId: claim.nextId,
        round: claim.khatm.round + 1,
        readers: mode === "rotate" ? readers.length : mailable.length,
      };
    });
  }

  /**
   * Delivers the effects that are due: started by the object itself after each commit that wrote some
   * (startDelivery), and by the alarm behind it.
   */
  async deliverEffects(): Promise<void> {
    await this.deliverDue(0);
  }

  /** The effects that failed for a whole retry window, for the operator. */
  async deadLetters(): Promise<EffectRow[]> {
    if (this.state !== "ready" && !hasTables(this.storage)) return [];
    await this.open();
    return this.effects.deadLetters();
  }

  /** Tries the dead letters again, each with a new retry window; answers how many. */
  async retryDeadLetters(): Promise<number> {
    if (this.state !== "ready" && !hasTables(this.storage)) return 0;
    await this.open();
    return this.effects.retryDeadLetters();
  }

  /** In the new round's object: the rotated readers' reminder choices and languages, and who stopped reminders. */
  async takeOverRotation(carried: RotationCarryOver): Promise<Outcome<null>> {
    const adopted = await this.change((change) => adoptRotation(change, carried));
    return adopted.ok ? { ok: true, value: null } : adopted;
  }

  /** A single-use ticket standing for `viewer`, whom the worker has proven; 404 without a khatm. */
  async issueLiveTicket(viewer: Viewer): Promise<Outcome<LiveTicketResponse>> {
    const view = await this.viewFor(viewer);
    return view.ok ? { ok: true, value: await this.live.issueTicket(viewer) } : view;
  }

  /** The upgrade, forwarded by the worker with the ticket (if any) as `?ticket=`. */
  override async fetch(request: Request): Promise<Response> {
    return this.live.accept(new URL(request.url).searchParams.get("ticket"));
  }

  override async webSocketMessage(socket: WebSocket, data: string | ArrayBuffer): Promise<void> {
    await this.live.message(socket, data);
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    this.live.closed(socket, code);
  }

  override async webSocketError(socket: WebSocket): Promise<void> {
    this.live.closed(socket, 1011);
  }

  /** Writes what D1's index has not received yet (nothing for an object that never held a khatm). */
  async syncIndex(): Promise<void> {
    if (this.state !== "ready" && !hasTables(this.storage)) return;
    await this.open();
    await this.index.sync();
  }

  override async alarm(): Promise<void> {
    await this.syncIndex();
    await this.deliverEffects();
  }

  /**
   * The one path of every change: open the khatm, run `work` in one transaction (the rules, the writes, one version
   * bump, the index outbox and the effects: change.ts), and after the commit arm the alarm, tell the live sockets and
   * write D1's index, before the change's answer leaves: so the person who changed something finds it on their own
   * lists (My Khatms, My Reservations, the public list) with plain requests. If D1 is slow or down the answer does
   * not wait past INDEX_WAIT_MS: the change is kept, and the index catches up from the outbox by the alarm.
   * A change that changed nothing commits nothing.
   */
  private async change<T>(work: (change: Change) => T, { creating = false } = {}): Promise<Outcome<T>> {
    return outcomeOf(async () => {
      await this.open(creating);
      const { value, version, effects: wroteEffects } = runChange(this.db, work);
      if (wroteEffects) await this.effects.written();
      if (version !== null) {
        await this.index.committed();
        await this.live.afterCommit(version);
        await this.writeIndexNow();
      }
      if (wroteEffects) this.startDelivery();
      return value;
    });
  }

  /**
   * Writes what D1's index has not received yet, waiting for it at most INDEX_WAIT_MS: the answer after a change waits
   * for D1 so its author finds it on their lists, but never for long on a slow or failing D1 (the alarm retries).
   */
  private async writeIndexNow(): Promise<void> {
    await Promise.race([this.index.sync(), scheduler.wait(INDEX_WAIT_MS)]);
  }

  /** Waits, at most WELCOME_WAIT_MS, for a delivery pass over what is due (the one the commit started, or its next). */
  private async firstDeliveryTry(): Promise<void> {
    const pass = this.effects.deliverDue().catch(() => {});
    await Promise.race([pass, scheduler.wait(WELCOME_WAIT_MS)]);
  }

  /**
   * After a commit that wrote effects (e-mails, a next round): their delivery begins a moment later, beside the
   * change's answer, which does not wait for it; the alarm the commit armed delivers them if this does not get there
   * (an eviction). Nobody else needs to ask: one call into the object makes a change and sends what it causes.
   * The moment matters: an object's outgoing messages wait while a storage write is in progress (the output gate),
   * and a delivery writes as it goes, so a pass begun before the answer left kept the answer back until the pass
   * ended: "Send a reminder" to 300 readers answered after 34 s instead of 0.6 s (bench/push.ts measures it).
   */
  private startDelivery(): void {
    if (!this.effects.startsOnCommit) return;
    this.ctx.waitUntil(
      this.deliverDue(DELIVERY_AFTER_ANSWER_MS).catch((error: unknown) =>
        console.error("Effects wait for the alarm", error),
      ),
    );
  }

  /** A delivery pass over what is due, beginning `startAfterMs` from now; then the khatm is forgotten if it is done. */
  private async deliverDue(startAfterMs: number): Promise<void> {
    if (this.state !== "ready" && !hasTables(this.storage)) return;
    await this.open();
    await this.effects.deliverDue(startAfterMs);
    await this.forgetIfDone();
  }

  /**
   * A deleted khatm is forgotten entirely (its storage emptied) once D1 has dropped it and no effect that outlives it
   * is still to be delivered: its next round, and that round's e-mails (khatm-settings.ts drops the rest). Not while a
   * delivery pass runs or waits (one a commit started may be queued behind the alarm's): whoever awaits that pass
   * asks again after it (deliverEffects).
   */
  private async forgetIfDone(): Promise<void> {
    const row = storedKhatm(this.db);
    if (!row?.deleted || row.indexState !== "dropped" || this.effects.pending() || this.effects.busy()) return;
    await this.storage.deleteAll();
    this.state = "unknown";
  }

  /**
   * Makes sure the object's storage is migrated. Only a creation makes storage: for any other call an object that
   * never held a khatm answers 404 and writes nothing, so probing ids leaves no storage behind. (A throw inside
   * blockConcurrencyWhile would reset the object: the refusal is thrown after it.)
   */
  private async open(creating = false): Promise<void> {
    if (this.state === "ready") return;
    const found = await this.ctx.blockConcurrencyWhile(async () => {
      if (this.state === "ready") return true;
      if (!creating && !hasTables(this.storage)) return false;
      await migrateStore(this.db);
      this.state = "ready";
      return true;
    });
    if (!found) throw new ApiException("NOT_FOUND", text("api.khatmNotFound"));
  }
}
