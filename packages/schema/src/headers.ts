/**
 * Headers by which a browser proves a secret the server issued to it (read by apps/worker/src/middleware/identity.ts).
 * A module without zod, exported as "@khatm/schema/headers", so the web app's API client does not pull zod into every
 * page.
 */
export const MANAGE_KEY_HEADER = "X-Manage-Key";
export const READER_KEY_HEADER = "X-Reader-Key";

/**
 * Read-your-writes for a browser's own lists, which read D1's index (a juz change answers before its khatm's Durable
 * Object has written it there): a juz change's answer names its khatm, and the browser's reads name the khatms it
 * changed lately (ids, comma-separated), whose objects then write the index before the list is read.
 */
export const CHANGED_KHATM_HEADER = "X-Khatm-Changed";
export const READ_AFTER_HEADER = "X-Khatm-Read-After";

/**
 * The reader's language choice (the language menu or `?lang=`), which the web app keeps in this cookie as well as in
 * local storage: the worker paints a share link's page in it for a returning visitor, before any script runs.
 */
export const LOCALE_COOKIE = "khatm_lang";
