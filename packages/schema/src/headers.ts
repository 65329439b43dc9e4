/**
 * Headers by which a browser proves a secret the server issued to it (read by apps/worker/src/middleware/identity.ts).
 * A module without zod, exported as "@khatm/schema/headers", so the web app's API client does not pull zod into every
 * page.
 */
export const MANAGE_KEY_HEADER = "X-Manage-Key";
export const READER_KEY_HEADER = "X-Reader-Key";
