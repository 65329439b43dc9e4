import type { CreatedEmailState } from "@khatm/schema";
import type { KhatmDivision } from "@khatm/schema/rules";
/**
 * Every key this app keeps in the browser. The first three are the spec's (section 3); the manage and reader keys
 * are secrets the server issued to this browser, which prove it may manage a khatm or act on the juz it reserved.
 */
export const storageKeys = {
  sessionToken: "sessionToken",
  userEmail: "userEmail",
  readerEmail: "readerEmail",
  manageKeys: "khatmManageKeys",
  readerKey: "khatmReaderKey",
  /** The reader's language (issue 16): `?lang=` or the language menu. */
  locale: "khatmLocale",
  /** The signed-in account's language this browser last followed: a different one was chosen elsewhere since. */
  accountLocale: "khatmAccountLocale",
  /** session storage: the success page's hand-off. */
  createdKhatm: "createdKhatm",
  /** The push endpoint this browser last gave the API (issue 36): a browser that renewed its subscription differs. */
  pushEndpoint: "khatmPushEndpoint",
} as const;

/** Nothing is stored where there is no browser (the worker's render of a page): it reads as a first visit. */
const inBrowser = () => typeof window !== "undefined";

function readJson<T>(storage: () => Storage, key: string, fallback: T): T {
  if (!inBrowser()) return fallback;
  try {
    const raw = storage().getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function getManageKey(khatmId: string): string | null {
  return readJson<Record<string, string>>(() => localStorage, storageKeys.manageKeys, {})[khatmId] ?? null;
}

export function saveManageKey(khatmId: string, manageKey: string): void {
  const keys = readJson<Record<string, string>>(() => localStorage, storageKeys.manageKeys, {});
  localStorage.setItem(storageKeys.manageKeys, JSON.stringify({ ...keys, [khatmId]: manageKey }));
}

/** Ids of the khatms this browser holds a manage key for. */
export function managedKhatmIds(): string[] {
  return Object.keys(readJson<Record<string, string>>(() => localStorage, storageKeys.manageKeys, {}));
}

/** Whether the API could count anything a reader did as this browser's: it holds a session or a reader key. */
export function holdsReaderIdentity(): boolean {
  return (
    localStorage.getItem(storageKeys.sessionToken) !== null || localStorage.getItem(storageKeys.readerKey) !== null
  );
}

export function getRememberedReaderEmail(): string | null {
  return inBrowser() ? localStorage.getItem(storageKeys.readerEmail) : null;
}

export function rememberReaderEmail(email: string): void {
  localStorage.setItem(storageKeys.readerEmail, email.trim().toLowerCase());
}

/** The success page's hand-off, as the spec's section 3 lists it. */
export interface CreatedKhatmHandOff {
  id: string;
  code: string;
  name: string;
  occasion: string | null;
  isPublic: boolean;
  creatorName: string;
  /** What its readers take, for the invitation's words; absent in a hand-off of an older build: juz. */
  division?: KhatmDivision;
  /** Public, but listed only once the creator confirms the e-mail. */
  awaitingConfirmation?: boolean;
  /** How the "created" e-mail with the manage link went, as the creation's answer said. */
  createdEmail?: CreatedEmailState;
}

export function saveCreatedKhatm(handOff: CreatedKhatmHandOff): void {
  sessionStorage.setItem(storageKeys.createdKhatm, JSON.stringify(handOff));
}

export function readCreatedKhatm(): CreatedKhatmHandOff | null {
  return readJson<CreatedKhatmHandOff | null>(() => sessionStorage, storageKeys.createdKhatm, null);
}
