/**
 * The SQL behind the timed endpoints, as the worker's services issue it, for EXPLAIN QUERY PLAN on the seeded
 * database. Keep in step with apps/worker/src/services (the scale benchmark prints these plans beside the timings).
 */
export interface Query {
  label: string;
  sql: string;
  params: Array<string | number>;
  /** A substring search: LIKE '%q%' can use no b-tree index, so a scan is the expected plan. */
  expectScan?: boolean;
}

export const QUERIES: Query[] = [
  {
    label: "home / public list (hasAvailable=true)",
    sql: "SELECT * FROM khatms WHERE is_public = 1 AND available_count > 0 ORDER BY created_at DESC LIMIT ?",
    params: [3],
  },
  {
    label: "public list, fully reserved",
    sql: "SELECT * FROM khatms WHERE is_public = 1 AND available_count = 0 ORDER BY created_at DESC LIMIT ?",
    params: [50],
  },
  {
    label: "search",
    sql:
      "SELECT * FROM khatms WHERE is_public = 1 AND (name LIKE ? OR occasion LIKE ? OR access_code LIKE ?) " +
      "ORDER BY created_at DESC LIMIT ?",
    params: ["%nowhere%", "%nowhere%", "%nowhere%", 50],
    expectScan: true,
  },
  { label: "code lookup", sql: "SELECT * FROM khatms WHERE access_code = ?", params: ["123456"] },
  { label: "juzs of a khatm", sql: "SELECT * FROM juzs WHERE khatm_id = ? ORDER BY number", params: ["x"] },
];
