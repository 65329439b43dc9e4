import { text } from "@khatm/i18n";
import { fieldError } from "../errors";
import { hashToken, randomToken } from "../lib/tokens";
import type { Reader } from "../rules/juz-transitions";
import { linkedReaderId, type Viewer } from "../rules/permissions";

/** A reader taking parts or a pledge for themself, as the join page's form names them. */
export interface SelfReaderForm {
  readerName: string;
  readerEmail?: string | null;
  anonymous?: boolean;
}

/**
 * The reader a reservation or a pledge is for: the typed e-mail, else the signed-in account's (a 400 without
 * either). What they take is granted to this browser's reader key, so a browser without one gets its first here
 * (`issuedKey`, answered once) and keeps it for every later reservation and pledge.
 */
export async function selfReader(
  viewer: Viewer,
  form: SelfReaderForm,
): Promise<{ viewer: Viewer; reader: Reader; issuedKey?: string }> {
  const email = form.readerEmail ?? viewer.email;
  if (!email) throw fieldError("readerEmail", text("api.readerEmailRequired"));
  const reader = {
    id: linkedReaderId(viewer, email),
    name: form.readerName,
    email,
    anonymous: form.anonymous ?? false,
  };
  if (viewer.readerKeyHash) return { viewer, reader };
  const issuedKey = randomToken();
  return { viewer: { ...viewer, readerKeyHash: await hashToken(issuedKey) }, reader, issuedKey };
}
