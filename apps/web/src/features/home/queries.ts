import { khatmQueries } from "../khatms/queries";

/**
 * The home page's one request: at most 3 public khatms with a juz still available, stats included (spec §2, §9).
 * Its own module so the route's loader can start it without pulling the page's components into the entry chunk.
 */
export const recentPublicKhatmsQuery = khatmQueries.publicList({ hasAvailable: "true", limit: 3 });
