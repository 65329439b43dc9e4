import type { Juz } from "./juz";
import type { Khatm } from "./khatm";
import { DEFAULT_DIVISION, type Division } from "./rules/division";
import { partDivisionOf } from "./rules/recitation";

/**
 * The share-link pages (/j/{code}, /n/{code}) come from the worker with the khatm and its juz already in them, as
 * an anonymous visitor reads them from the API (GET /api/khatms/code/{code}, GET /api/khatms/{id}/juzs), so a
 * phone paints the khatm without waiting for its scripts to ask. A module without zod ("@khatm/schema/share-page"):
 * the web app reads it on every page.
 */
export const SHARE_PAGE_DATA_ELEMENT_ID = "khatm-share-data";

export interface SharePageData {
  /** The access code of the page's address: the data is only for that page. */
  code: string;
  khatm: Khatm;
  juzs: Juz[];
}

/**
 * Every page the worker paints (/, /public, /create, /login, /terms, /privacy, a share link, the 404) carries what its
 * render came from in a JSON script element of this id, so the browser's first render is the same and React hydrates
 * it: the page's language and that language's catalogue (the app needs no request for it before hydrating), and the
 * query cache the render read (TanStack Query's dehydrated state: the home page's khatms, the public list).
 */
export const PAINTED_PAGE_ELEMENT_ID = "khatm-painted-page";

export interface PaintedPageState {
  locale: string;
  /**
   * The locale's catalogue as the app's build compiled it (@khatm/i18n's Catalogue); on a share link without the
   * messages holding an address, which the page does not show (the app completes it from the locale's chunk).
   */
  catalogue: unknown;
  /** TanStack Query's dehydrated state, or null when the page read nothing beyond its share data. */
  queries: unknown;
}

/**
 * The data element's JSON. A khatm of another division than juz (up to 604 pages) sends its free parts as runs of
 * numbers (`free`, with the base their ids are counted from), not as 604 objects (130 KB): a free part says nothing
 * else, and the browser writes it out again as the API would (unpackSharePageData). `juzs` holds the parts a reader
 * holds, and every part of a juz khatm (the spec's 30, unchanged).
 */
export interface PackedSharePageData extends SharePageData {
  free?: { idBase: number; runs: Array<[first: number, last: number]> };
}

/** A part's verses as the API words them (`partSurahRange` of @khatm/juz-table, which this module cannot load). */
export type PartSurahs = (division: Division, number: number) => string;

/**
 * Packs the free parts of a khatm not divided by juz that unpacking gives back exactly (ids counted from one base,
 * verses as `surahsOf` words them); any other part stays as it is.
 */
export function packSharePageData(data: SharePageData, surahsOf: PartSurahs): PackedSharePageData {
  const division = partDivisionOf(data.khatm.division ?? DEFAULT_DIVISION);
  const first = data.juzs.find((juz) => juz.status === "available");
  // A juz khatm's 30 stay as the spec has them; a counted recitation has no parts.
  if (division === null || division === "juz" || !first) return data;
  const idBase = first.id - first.number;
  const packs = (juz: Juz) =>
    isPlainFree(juz) &&
    juz.id === idBase + juz.number &&
    juz.khatmId === data.khatm.id &&
    juz.surahs === surahsOf(division, juz.number);
  const runs: Array<[number, number]> = [];
  for (const juz of data.juzs.filter(packs)) {
    const last = runs.at(-1);
    if (last && last[1] === juz.number - 1) last[1] = juz.number;
    else runs.push([juz.number, juz.number]);
  }
  return { ...data, juzs: data.juzs.filter((juz) => !packs(juz)), free: { idBase, runs } };
}

/** The data as the API answered it: free parts written out again, all parts in order of their numbers. */
export function unpackSharePageData(packed: PackedSharePageData, surahsOf: PartSurahs): SharePageData {
  const { free, ...data } = packed;
  const division = partDivisionOf(data.khatm.division ?? DEFAULT_DIVISION);
  if (!free || division === null) return data;
  const freed: Juz[] = free.runs.flatMap(([firstNumber, lastNumber]) =>
    Array.from({ length: lastNumber - firstNumber + 1 }, (_, index) => {
      const number = firstNumber + index;
      return freePart(free.idBase + number, data.khatm.id, number, surahsOf(division, number));
    }),
  );
  return { ...data, juzs: [...data.juzs, ...freed].sort((a, b) => a.number - b.number) };
}

/** A free part as the API shows it to anyone: no reader, no dates. */
export function freePart(id: number, khatmId: string, number: number, surahs: string): Juz {
  return {
    id,
    khatmId,
    number,
    surahs,
    status: "available",
    readerId: null,
    readerName: null,
    reservedAt: null,
    completedAt: null,
    viewerIsReader: false,
    readerAnonymous: false,
  };
}

/** A free part freePart writes again field for field (id, khatm and verses checked by the caller). */
function isPlainFree(juz: Juz): boolean {
  return (
    juz.status === "available" &&
    juz.readerId === null &&
    juz.readerName === null &&
    juz.readerEmail === undefined &&
    juz.reservedAt === null &&
    juz.completedAt === null &&
    !juz.viewerIsReader &&
    !juz.readerAnonymous
  );
}
