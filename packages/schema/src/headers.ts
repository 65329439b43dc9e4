/**
 * Headers by which a browser proves a secret the server issued to it (read by apps/worker/src/middleware/identity.ts).
 * A module without zod, exported as "@khatm/schema/headers", so the web app's API client does not pull zod into every
 * page.
 */
export const MANAGE_KEY_HEADER = "X-Manage-Key";
export const READER_KEY_HEADER = "X-Reader-Key";

/**
 * The reader's language choice (the language menu or `?lang=`), which the web app keeps in this cookie as well as in
 * local storage: the worker paints a share link's page in it for a returning visitor, before any script runs.
 */
export const LOCALE_COOKIE = "khatm_lang";
