import { describe, expect, it } from "vitest";
import { ApiException } from "../errors";
import { hashToken, randomToken } from "../lib/tokens";
import {
  ANONYMOUS,
  isCreator,
  isHolder,
  linkedReaderId,
  requireOrganizer,
  requireOrganizerOrHolder,
  roleOf,
  type Viewer,
  viewerOf,
} from "./permissions";

const khatm = { creatorEmail: "khadija@example.com", manageKeyHash: "manage-hash" };
const juz3 = { id: 3, readerEmail: "aisha@example.com" };
const juz4 = { id: 4, readerEmail: "omar@example.com" };
const none = new Set<number>();

const signedIn = (email: string, userId = 1): Viewer => ({ ...ANONYMOUS, userId, email });
const withManageKey: Viewer = { ...ANONYMOUS, manageKeyHash: "manage-hash" };
const withReaderKey: Viewer = { ...ANONYMOUS, readerKeyHash: "reader-hash" };

function refusal(action: () => unknown): { code: string; message: string } | null {
  try {
    action();
    return null;
  } catch (error) {
    if (!(error instanceof ApiException)) throw error;
    return { code: error.code, message: error.message };
  }
}

describe("viewerOf", () => {
  it("keeps what the request proves, with keys hashed as stored and the e-mail in lower case", async () => {
    const user = {
      id: 9,
      name: null,
      email: "Amina@Example.com",
      googleId: null,
      country: null,
      locale: null,
      createdAt: "",
    };
    const readerKey = randomToken();
    expect(await viewerOf({ user, sessionTokenHash: "s", readerKey, manageKey: "mk" })).toEqual({
      userId: 9,
      email: "amina@example.com",
      name: null,
      readerKeyHash: await hashToken(readerKey),
      manageKeyHash: await hashToken("mk"),
    });
    expect(await viewerOf({ user: null, sessionTokenHash: null, readerKey: null, manageKey: null })).toEqual(ANONYMOUS);
  });

  it("ignores a reader key the server cannot have issued (short, guessable, odd characters)", async () => {
    for (const readerKey of ["a", "x".repeat(31), `${"x".repeat(40)} `, "<script>".repeat(8)]) {
      expect(
        (await viewerOf({ user: null, sessionTokenHash: null, readerKey, manageKey: null })).readerKeyHash,
      ).toBeNull();
    }
  });
});

describe("isCreator", () => {
  it("is proven by the creator's session or the manage key, never by nothing", () => {
    expect(isCreator(signedIn("KHADIJA@example.com"), khatm)).toBe(true);
    expect(isCreator(withManageKey, khatm)).toBe(true);
    expect(isCreator(signedIn("aisha@example.com"), khatm)).toBe(false);
    expect(isCreator({ ...ANONYMOUS, manageKeyHash: "other" }, khatm)).toBe(false);
    expect(isCreator(ANONYMOUS, khatm)).toBe(false);
  });
});

describe("isHolder", () => {
  it("is proven by the reader's session or a grant of this browser's key on that very juz", () => {
    expect(isHolder(signedIn("aisha@example.com"), juz3, none)).toBe(true);
    expect(isHolder(withReaderKey, juz3, new Set([3]))).toBe(true);
    expect(isHolder(withReaderKey, juz4, new Set([3]))).toBe(false);
    expect(isHolder(signedIn("omar@example.com"), juz3, none)).toBe(false);
    // A grant list means nothing without a key to hold it.
    expect(isHolder(ANONYMOUS, juz3, new Set([3]))).toBe(false);
    expect(isHolder(signedIn("aisha@example.com"), { id: 5, readerEmail: null }, none)).toBe(false);
  });
});

describe("requireOrganizer", () => {
  it("accepts the proven creator, with or without a matching typed e-mail", () => {
    expect(refusal(() => requireOrganizer(withManageKey, khatm, "transfer", "Khadija@example.com"))).toBeNull();
    expect(refusal(() => requireOrganizer(signedIn("khadija@example.com"), khatm, "activities"))).toBeNull();
  });

  it("refuses without proof, even when the typed e-mail is the creator's", () => {
    expect(refusal(() => requireOrganizer(ANONYMOUS, khatm, "delete", "khadija@example.com"))).toEqual({
      code: "FORBIDDEN",
      message: "Only the creator of this Khatm can delete it.",
    });
    expect(
      refusal(() => requireOrganizer(signedIn("aisha@example.com"), khatm, "uncomplete", "khadija@example.com")),
    ).toEqual({
      code: "FORBIDDEN",
      message: "Only the creator of this Khatm can mark juz as not completed.",
    });
  });

  it("refuses the proven creator whose typed e-mail does not match", () => {
    expect(refusal(() => requireOrganizer(withManageKey, khatm, "delete", "someone@example.com"))).toEqual({
      code: "FORBIDDEN",
      message:
        "Only the creator of this Khatm can delete it. The email you entered does not match the creator's email.",
    });
  });
});

describe("requireOrganizerOrHolder", () => {
  it("lets the creator act on any juz, and says so", () => {
    expect(requireOrganizerOrHolder(withManageKey, khatm, [juz3, juz4], none, "cancel", {})).toEqual({
      role: "creator",
    });
  });

  it("lets a holder act on juz it holds, by session or grant", () => {
    expect(requireOrganizerOrHolder(signedIn("aisha@example.com"), khatm, [juz3], none, "cancel", {})).toEqual({
      role: null,
    });
    expect(requireOrganizerOrHolder(withReaderKey, khatm, [juz3, juz4], new Set([3, 4]), "complete", {})).toEqual({
      role: null,
    });
  });

  it("refuses a holder of only some of the juz, and anyone else", () => {
    expect(
      refusal(() => requireOrganizerOrHolder(withReaderKey, khatm, [juz3, juz4], new Set([3]), "cancel", {}))?.code,
    ).toBe("FORBIDDEN");
    expect(
      refusal(() =>
        requireOrganizerOrHolder(ANONYMOUS, khatm, [juz3], none, "complete", { email: "aisha@example.com" }),
      ),
    ).toEqual({
      code: "FORBIDDEN",
      message:
        "You can only mark your own juz as completed. Use the browser you reserved with, or sign in with the email you reserved with.",
    });
  });

  it("checks typed e-mails: creatorEmail must be the creator's, email the reader's or the creator's", () => {
    const holder = signedIn("aisha@example.com");
    expect(
      refusal(() => requireOrganizerOrHolder(holder, khatm, [juz3], none, "cancel", { email: "aisha@example.com" })),
    ).toBeNull();
    expect(
      refusal(() =>
        requireOrganizerOrHolder(withManageKey, khatm, [juz3], none, "cancel", { email: "khadija@example.com" }),
      ),
    ).toBeNull();
    expect(
      refusal(() => requireOrganizerOrHolder(holder, khatm, [juz3], none, "cancel", { email: "omar@example.com" }))
        ?.message,
    ).toBe("The email you entered does not match the email this juz was reserved with.");
    expect(
      refusal(() =>
        requireOrganizerOrHolder(withManageKey, khatm, [juz3], none, "cancel", { creatorEmail: "aisha@example.com" }),
      )?.message,
    ).toBe("The email you entered does not match the creator's email.");
  });
});

describe("linkedReaderId", () => {
  it("links a reservation to the signed-in account only under its own e-mail", () => {
    expect(linkedReaderId(signedIn("aisha@example.com", 7), "aisha@example.com")).toBe(7);
    expect(linkedReaderId(signedIn("aisha@example.com", 7), "omar@example.com")).toBeNull();
    expect(linkedReaderId(ANONYMOUS, "aisha@example.com")).toBeNull();
  });
});

describe("co-organizers (issue 37)", () => {
  const organized = { ...khatm, organizers: [{ email: "aisha@example.com" }] };
  const aisha = signedIn("Aisha@Example.com", 2);

  it("are organizers by session only, in the role of organizer", () => {
    expect(roleOf(aisha, organized)).toBe("organizer");
    expect(roleOf(signedIn("khadija@example.com"), organized)).toBe("creator");
    expect(roleOf(withManageKey, organized)).toBe("creator");
    expect(roleOf(aisha, khatm)).toBeNull();
    expect(isCreator(aisha, organized)).toBe(false);
  });

  it("may take every creator action but deleting the khatm and choosing organizers, typing their own e-mail", () => {
    expect(requireOrganizer(aisha, organized, "reserveOnBehalf", "aisha@example.com")).toBe("organizer");
    expect(requireOrganizer(aisha, organized, "settings", "khadija@example.com")).toBe("organizer");
    expect(refusal(() => requireOrganizer(aisha, organized, "settings", "omar@example.com"))?.code).toBe("FORBIDDEN");
    for (const action of ["delete", "organizers"] as const) {
      expect(refusal(() => requireOrganizer(aisha, organized, action))?.code).toBe("FORBIDDEN");
    }
    expect(requireOrganizerOrHolder(aisha, organized, [juz4], none, "cancel", { email: "aisha@example.com" })).toEqual({
      role: "organizer",
    });
  });

  it("never lets a typed organizer e-mail stand for the organizer's session", () => {
    expect(refusal(() => requireOrganizer(ANONYMOUS, organized, "settings", "aisha@example.com"))?.code).toBe(
      "FORBIDDEN",
    );
    // The manage key proves the creator, whose confirmation is the creator's e-mail, not an organizer's.
    expect(refusal(() => requireOrganizer(withManageKey, organized, "settings", "aisha@example.com"))?.code).toBe(
      "FORBIDDEN",
    );
  });
});
