import type { JuzStatus } from "@khatm/schema";
import { describeJuzNumbers, isOrAre, sameText } from "@khatm/schema/rules";

/**
 * The juz state machine (spec section 4), pure: given the juz an action names and their current state, it either
 * refuses the whole action (409, all-or-nothing) or says what each juz becomes. Who may act is decided elsewhere
 * (permissions.ts); writing the result is the khatm's Durable Object's job (juz-mutations.ts).
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
  if (refused.length) return { ok: false, refused, message: refusalMessage(request.action, refused) };
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

function refusalMessage(action: JuzAction, numbers: number[]): string {
  const juz = describeJuzNumbers(numbers);
  const plural = numbers.length > 1;
  const verb = isOrAre(numbers.length);
  switch (action) {
    case "reserve":
      return `${juz} ${verb} no longer available. Please choose ${plural ? "other juz" : "another juz"}.`;
    case "cancel":
      return `${juz} ${verb} not reserved, so there is no reservation to cancel.`;
    case "transfer":
      return `${juz} ${verb} not reserved, so ${plural ? "they" : "it"} cannot be transferred.`;
    case "complete":
      return `${juz} ${verb} not reserved, so ${plural ? "they" : "it"} cannot be marked as completed.`;
    case "uncomplete":
      return `${juz} ${verb} not completed, so ${plural ? "they" : "it"} cannot be marked as not completed.`;
    case "anonymity":
      return `${juz} ${verb} not reserved, so there is no reader to show anonymously.`;
    case "release":
      return `${juz} ${verb} already completed, so ${plural ? "they" : "it"} cannot be freed.`;
  }
}
