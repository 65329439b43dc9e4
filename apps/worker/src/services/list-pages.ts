import { base64url, fromBase64url } from "../lib/base64url";

/**
 * Pages of the lists a person's address or key can grow without bound (a reader's juz and pledges, a creator's
 * khatms: anyone may reserve under any address, or name any address as a khatm's creator): newest khatm first, at most a page at a time, the next page asked for with the
 * position the last one ended at. The position, not an offset, so a page is read by index from where the last one
 * stopped, and rows added meanwhile neither repeat nor go missing.
 */

/** Rows per page: far more than a person reads, few enough that an answer stays small. */
export const LIST_PAGE_SIZE = 200;

/** Where a page ended: the last row's khatm (its creation time and id) and its part or pledge number (0 for a khatm). */
export interface ListPosition {
  createdAt: string;
  khatmId: string;
  number: number;
}

export interface ListPage<T> {
  rows: T[];
  /** Where the next page starts; null: this was the last. */
  next: ListPosition | null;
}

/** The page of `rows` (read with one row more than `size`, to know whether another page follows). */
export function pageOf<T>(rows: T[], size: number, positionOf: (row: T) => ListPosition): ListPage<T> {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { rows: page, next: rows.length > size && last ? positionOf(last) : null };
}

/** A position as the `before` query parameter carries it: opaque, URL-safe. */
export function encodePosition({ createdAt, khatmId, number }: ListPosition): string {
  return base64url(new TextEncoder().encode(JSON.stringify([createdAt, khatmId, number])));
}

/** The position a `before` parameter names, or null for anything no page gave out. */
export function decodePosition(cursor: string): ListPosition | null {
  const bytes = cursor.length <= 400 ? fromBase64url(cursor) : null;
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [createdAt, khatmId, number] = value;
    if (typeof createdAt !== "string" || typeof khatmId !== "string" || !Number.isSafeInteger(number)) return null;
    return { createdAt, khatmId, number };
  } catch {
    return null;
  }
}
