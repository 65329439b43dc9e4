import { type Locale, type MessageKey, renderText, type Text, text } from "@khatm/i18n";
import type { JuzStatus } from "@khatm/schema";
import { type Division, sameText } from "@khatm/schema/rules";
import { english } from "../lib/english";

/**
 * The juz state machine (spec section 4), pure: given the juz an action names and their current state, it either
 * refuses the whole action (409, all-or-nothing) or says what each juz becomes. Who may act is decided elsewhere
 * (permissions.ts); writing the result is the khatm's Durable Object's job (part-mutations.ts).
 */
export type JuzAction = "reserve" | "cancel" | "transfer" | "complete" | "uncomplete" | "anonymity" | "release";

/** The part of a juz row the state machine reads and writes. */
export interface JuzState {
  id: number;
  number: number;
  status: JuzStatus;
  readerId: number | null;
  readerName: string | null;
  readerEmail: string | null;
  readerAnonymous: boolean;
  reservedAt: string | null;
  completedAt: string | null;
}

/** Who a juz is (re)assigned to by reserve and transfer. The e-mail is optional on the creator's behalf-of form. */
export interface Reader {
  id: number | null;
  name: string;
  email: string | null;
  /** Shown to others as 'Anonymous reader'. */
  anonymous: boolean;
}

/** What is asked, with the e-mails its form typed as confirmation. */
export type MutationRequest =
  | {
      kind: "reserve";
      reader: Reader;
      remind?: boolean;
      locale?: Locale | null;
      /** The reservation made the reader's account: its confirmation welcomes them too (one e-mail, issue 39). */
      accountCreated?: boolean;
    }
  | { kind: "reserveOnBehalf"; reader: Reader; creatorEmail: string }
  | { kind: "cancel"; creatorEmail?: string; email?: string }
  | { kind: "transfer"; reader: Reader; creatorEmail: string }
  | { kind: "complete"; readerEmail?: string }
  | { kind: "uncomplete"; email: string }
  | { kind: "anonymity"; anonymous: boolean; email?: string };

/**
 * What each action does to a juz in each status:
 * - "apply": the juz changes (see nextState);
 * - "keep": nothing to do, the action already happened (a retried request), answered as a success;
 * - "keepIfSameReader": "keep" when the juz is already the requested reader's, else "refuse";
 * - "refuse": the juz is in the wrong state; the whole action answers 409.
 */
type Rule = "apply" | "keep" | "keepIfSameReader" | "refuse";

const TRANSITIONS: Readonly<Record<JuzAction, Readonly<Record<JuzStatus, Rule>>>> = {
  reserve: { available: "apply", reserved: "keepIfSameReader", completed: "refuse" },
  cancel: { available: "refuse", reserved: "apply", completed: "refuse" },
  transfer: { available: "refuse", reserved: "apply", completed: "refuse" },
  complete: { available: "refuse", reserved: "apply", completed: "keep" },
  uncomplete: { available: "refuse", reserved: "refuse", completed: "apply" },
  // How the juz's own reader is shown to others: only a juz with a reader has one.
  anonymity: { available: "refuse", reserved: "apply", completed: "apply" },
  // A stale reservation freed by the khatm's schedule (reading-schedule.ts): back to Available, like a cancel.
  release: { available: "keep", reserved: "apply", completed: "refuse" },
};

/** Actions after which the juz's former holder no longer holds it: its reader grants must go. */
export const RELEASES_HOLDER: Readonly<Record<JuzAction, boolean>> = {
  reserve: false,
  cancel: true,
  transfer: true,
  complete: false,
  uncomplete: false,
  anonymity: false,
  release: true,
};

export type TransitionRequest =
  | { action: "reserve" | "transfer"; reader: Reader; now: string }
  | { action: "cancel" | "complete" | "uncomplete" | "release"; now: string }
  | { action: "anonymity"; anonymous: boolean; now: string };

export interface JuzChange<T extends JuzState> {
  before: T;
  after: T;
}

export type TransitionPlan<T extends JuzState> =
  | { ok: true; changes: JuzChange<T>[]; kept: T[] }
  | { ok: false; refused: number[]; message: string };

export function planTransition<T extends JuzState>(juzs: readonly T[], request: TransitionRequest): TransitionPlan<T> {
  const changes: JuzChange<T>[] = [];
  const kept: T[] = [];
  const refused: number[] = [];
  for (const juz of juzs) {
    const rule = TRANSITIONS[request.action][juz.status];
    if (rule === "apply") {
      const after = nextState(juz, request);
      // Asking for what already is (the same anonymity again) is done already.
      if (isUnchanged(juz, after)) kept.push(juz);
      else changes.push({ before: juz, after });
    } else if (
      rule === "keep" ||
      (rule === "keepIfSameReader" && "reader" in request && isSameReader(juz, request.reader))
    ) {
      kept.push(juz);
    } else refused.push(juz.number);
  }
  // In English (logs, the bench's replay); the API words refusalText for its requester.
  if (refused.length) return { ok: false, refused, message: renderText(english, refusalText(request.action, refused)) };
  return { ok: true, changes, kept };
}

function nextState<T extends JuzState>(juz: T, request: TransitionRequest): T {
  switch (request.action) {
    case "reserve":
    case "transfer":
      return {
        ...juz,
        status: "reserved",
        readerId: request.reader.id,
        readerName: request.reader.name,
        readerEmail: request.reader.email,
        readerAnonymous: request.reader.anonymous,
        reservedAt: request.now,
        completedAt: null,
      };
    case "cancel":
    case "release":
      return {
        ...juz,
        status: "available",
        readerId: null,
        readerName: null,
        readerEmail: null,
        readerAnonymous: false,
        reservedAt: null,
        completedAt: null,
      };
    case "complete":
      return { ...juz, status: "completed", completedAt: request.now };
    case "uncomplete":
      return { ...juz, status: "reserved", completedAt: null };
    case "anonymity":
      return { ...juz, readerAnonymous: request.anonymous };
  }
}

function isUnchanged(before: JuzState, after: JuzState): boolean {
  return (Object.keys(after) as Array<keyof JuzState>).every((key) => before[key] === after[key]);
}

/**
 * Whether a reserved juz already belongs to `reader`: the same e-mail, or (for the creator's behalf-of
 * reservations, which may have no e-mail) no e-mail on either side and the same name.
 */
export function isSameReader(juz: Pick<JuzState, "readerEmail" | "readerName">, reader: Reader): boolean {
  if (juz.readerEmail || reader.email) return sameText(juz.readerEmail, reader.email);
  return sameText(juz.readerName, reader.name);
}

/** A part of a pasted list (durable/list-import.ts): the juz, whom the list gives it to, and whether it is read. */
export interface ListedJuz<T extends JuzState> {
  juz: T;
  reader: Reader;
  completed: boolean;
}

/**
 * A pasted list applied as one change: a listed juz that is available is reserved for its reader, and then, listed as
 * completed, completed; a juz that is already the listed reader's (the same name, or an anonymous reader for the
 * list's 'Anonymous reader', since Khatm's own list hides them so) keeps its reader and is only completed if listed
 * so. Nothing is ever undone (a completed juz listed without its mark stays completed). A juz another reader holds
 * refuses the whole list (409).
 */
export function planListImport<T extends JuzState>(listed: readonly ListedJuz<T>[], now: string): TransitionPlan<T> {
  const changes: JuzChange<T>[] = [];
  const kept: T[] = [];
  const refused: number[] = [];
  for (const { juz, reader, completed } of listed) {
    let after = juz;
    if (juz.status === "available") after = nextState(juz, { action: "reserve", reader, now });
    else if (!isListedReader(juz, reader)) {
      refused.push(juz.number);
      continue;
    }
    if (completed && TRANSITIONS.complete[after.status] === "apply")
      after = nextState(after, { action: "complete", now });
    if (isUnchanged(juz, after)) kept.push(juz);
    else changes.push({ before: juz, after });
  }
  if (refused.length) return { ok: false, refused, message: renderText(english, listRefusalText(refused)) };
  return { ok: true, changes, kept };
}

function isListedReader(juz: Pick<JuzState, "readerName" | "readerAnonymous">, reader: Reader): boolean {
  return sameText(juz.readerName, reader.name) || (reader.anonymous && juz.readerAnonymous);
}

/** Why a pasted list cannot apply: the parts other readers hold, in the khatm's division's words (a 409's message). */
export function listRefusalText(numbers: number[], division: Division = "juz"): Text {
  return text("api.importRefused", { juz: { juz: numbers, division } });
}

const REFUSALS = {
  reserve: "api.reserveRefused",
  cancel: "api.cancelRefused",
  transfer: "api.transferRefused",
  complete: "api.completeRefused",
  uncomplete: "api.uncompleteRefused",
  anonymity: "api.anonymityRefused",
  release: "api.releaseRefused",
} as const satisfies Record<JuzAction, MessageKey>;

/**
 * Why `action` cannot apply to the parts `numbers` (a 409's message), named in the khatm's division's words ('Page
 * 300 is no longer available'); a reservation's refusal on another division asks for "another one", not another juz.
 */
export function refusalText(action: JuzAction, numbers: number[], division: Division = "juz"): Text {
  const key = action === "reserve" && division !== "juz" ? "parts.reserveRefused" : REFUSALS[action];
  return text(key, { juz: { juz: numbers, division }, count: numbers.length });
}
