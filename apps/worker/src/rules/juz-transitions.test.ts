import type { JuzStatus } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import {
  isSameReader,
  type JuzAction,
  type JuzState,
  planTransition,
  RELEASES_HOLDER,
  type Reader,
  type TransitionPlan,
  type TransitionRequest,
} from "./juz-transitions";

const NOW = "2026-03-01T10:00:00.000Z";
const EARLIER = "2026-02-01T10:00:00.000Z";
const aisha: Reader = { id: 7, name: "Aisha", email: "aisha@example.com", anonymous: false };
const omar: Reader = { id: null, name: "Omar", email: "omar@example.com", anonymous: false };

function juz(number: number, status: JuzStatus, reader = status === "available" ? null : aisha): JuzState {
  return {
    id: 100 + number,
    number,
    status,
    readerId: reader?.id ?? null,
    readerName: reader?.name ?? null,
    readerEmail: reader?.email ?? null,
    readerAnonymous: reader?.anonymous ?? false,
    reservedAt: status === "available" ? null : EARLIER,
    completedAt: status === "completed" ? EARLIER : null,
  };
}

const request = (action: JuzAction, reader: Reader = omar): TransitionRequest =>
  action === "reserve" || action === "transfer"
    ? { action, reader, now: NOW }
    : action === "anonymity"
      ? { action, anonymous: true, now: NOW }
      : { action, now: NOW };

/** The juz a successful one-juz plan changes, as it is after. */
const changed = (plan: TransitionPlan<JuzState>) => plan.ok && must(plan.changes[0]).after;

/** A juz just reserved by (or transferred to) Omar. */
const RESERVED_BY_OMAR_NOW = {
  status: "reserved",
  readerId: null,
  readerName: "Omar",
  readerEmail: "omar@example.com",
  readerAnonymous: false,
  reservedAt: NOW,
  completedAt: null,
} as const;

/** Every action from every status, written out: "apply", "keep" (a repeat, answered as success) or "refuse" (409). */
const EXPECTED: Record<JuzAction, Record<JuzStatus, "apply" | "keep" | "refuse">> = {
  reserve: { available: "apply", reserved: "refuse", completed: "refuse" },
  cancel: { available: "refuse", reserved: "apply", completed: "refuse" },
  transfer: { available: "refuse", reserved: "apply", completed: "refuse" },
  complete: { available: "refuse", reserved: "apply", completed: "keep" },
  uncomplete: { available: "refuse", reserved: "refuse", completed: "apply" },
  anonymity: { available: "refuse", reserved: "apply", completed: "apply" },
  release: { available: "keep", reserved: "apply", completed: "refuse" },
};

describe("juz state machine", () => {
  for (const [action, byStatus] of Object.entries(EXPECTED) as [JuzAction, Record<JuzStatus, string>][]) {
    for (const [status, outcome] of Object.entries(byStatus) as [JuzStatus, string][]) {
      it(`${action} on a ${status} juz: ${outcome}`, () => {
        const plan = planTransition([juz(3, status)], request(action));
        if (outcome === "refuse") {
          expect(plan).toMatchObject({ ok: false, refused: [3] });
        } else if (outcome === "keep") {
          expect(plan).toEqual({ ok: true, changes: [], kept: [juz(3, status)] });
        } else {
          expect(plan.ok && plan.changes.length).toBe(1);
        }
      });
    }
  }

  it("reserve: available → reserved by the reader, now", () => {
    const plan = planTransition([juz(3, "available")], request("reserve"));
    expect(changed(plan)).toEqual({ ...juz(3, "available"), ...RESERVED_BY_OMAR_NOW });
  });

  it("reserve: a juz already reserved under the same e-mail (any case) is kept, so a retry succeeds", () => {
    const plan = planTransition([juz(3, "reserved")], request("reserve", { ...aisha, email: "AISHA@example.com" }));
    expect(plan).toEqual({ ok: true, changes: [], kept: [juz(3, "reserved")] });
  });

  it("reserve: behalf-of reservations without e-mail are the same reader by name", () => {
    const nameOnly: Reader = { id: null, name: "Bilal", email: null, anonymous: false };
    expect(
      planTransition([juz(3, "reserved", nameOnly)], request("reserve", { ...nameOnly, name: " bilal " })).ok,
    ).toBe(true);
    expect(planTransition([juz(3, "reserved", nameOnly)], request("reserve", { ...nameOnly, name: "Yusuf" })).ok).toBe(
      false,
    );
    // An e-mail on one side only is another reader.
    expect(
      planTransition([juz(3, "reserved", nameOnly)], request("reserve", { ...nameOnly, email: "bilal@example.com" }))
        .ok,
    ).toBe(false);
  });

  it("cancel and a stale release: reserved → available, reader cleared", () => {
    expect(changed(planTransition([juz(4, "reserved")], request("cancel")))).toEqual(juz(4, "available"));
    expect(changed(planTransition([juz(4, "reserved")], request("release")))).toEqual(juz(4, "available"));
  });

  it("transfer: reserved → reserved by the new reader, reserved now", () => {
    const plan = planTransition([juz(5, "reserved")], request("transfer"));
    expect(changed(plan)).toMatchObject(RESERVED_BY_OMAR_NOW);
  });

  it("complete: reserved → completed now, reader kept; uncomplete: completed → reserved, reader kept", () => {
    const completed = planTransition([juz(6, "reserved")], request("complete"));
    expect(changed(completed)).toEqual({
      ...juz(6, "reserved"),
      status: "completed",
      completedAt: NOW,
    });
    const uncompleted = planTransition([juz(6, "completed")], request("uncomplete"));
    expect(changed(uncompleted)).toEqual({
      ...juz(6, "completed"),
      status: "reserved",
      completedAt: null,
    });
  });

  it("anonymity: the reader's choice is kept by reserve, changed on its own, and cleared with the reader", () => {
    const hidden = { ...omar, anonymous: true };
    const reserved = changed(planTransition([juz(3, "available")], request("reserve", hidden)));
    expect(reserved).toMatchObject({ readerName: "Omar", readerAnonymous: true });
    expect(changed(planTransition([juz(3, "reserved", hidden)], request("cancel")))).toEqual(juz(3, "available"));
    const chosen = changed(planTransition([juz(3, "completed")], request("anonymity")));
    expect(chosen).toEqual({ ...juz(3, "completed"), readerAnonymous: true });
    // Asking again for what already is changes nothing.
    const again = planTransition([juz(3, "reserved", hidden)], request("anonymity"));
    expect(again).toEqual({ ok: true, changes: [], kept: [juz(3, "reserved", hidden)] });
  });

  it("is all or nothing: one juz in the wrong state refuses the whole request, naming every such juz", () => {
    const plan = planTransition(
      [juz(1, "available"), juz(3, "reserved", omar), juz(4, "available"), juz(7, "completed")],
      request("reserve", aisha),
    );
    expect(plan).toEqual({
      ok: false,
      refused: [3, 7],
      message: "Juz 3 and 7 are no longer available. Please choose other juz.",
    });
  });

  it("words each refusal for its action", () => {
    const message = (action: JuzAction, status: JuzStatus, numbers = [2]) => {
      const plan = planTransition(
        numbers.map((n) => juz(n, status)),
        request(action),
      );
      return plan.ok ? null : plan.message;
    };
    expect(message("reserve", "reserved")).toBe("Juz 2 is no longer available. Please choose another juz.");
    expect(message("cancel", "available", [2, 3, 4])).toBe(
      "Juz 2-4 are not reserved, so there is no reservation to cancel.",
    );
    expect(message("transfer", "completed")).toBe("Juz 2 is not reserved, so it cannot be transferred.");
    expect(message("complete", "available")).toBe("Juz 2 is not reserved, so it cannot be marked as completed.");
    expect(message("anonymity", "available")).toBe("Juz 2 is not reserved, so there is no reader to show anonymously.");
    expect(message("uncomplete", "reserved", [2, 9])).toBe(
      "Juz 2 and 9 are not completed, so they cannot be marked as not completed.",
    );
    expect(message("release", "completed")).toBe("Juz 2 is already completed, so it cannot be freed.");
  });

  it("says which actions take the juz from its holder (whose reader grants then go)", () => {
    expect(RELEASES_HOLDER).toEqual({
      reserve: false,
      cancel: true,
      transfer: true,
      complete: false,
      uncomplete: false,
      anonymity: false,
      release: true,
    });
  });

  it("compares readers by e-mail, ignoring case and spaces", () => {
    expect(
      isSameReader({ readerEmail: "a@example.com", readerName: "A" }, { ...omar, name: "B", email: " A@Example.com" }),
    ).toBe(true);
    expect(
      isSameReader({ readerEmail: "a@example.com", readerName: "A" }, { ...omar, name: "A", email: "b@example.com" }),
    ).toBe(false);
  });
});
