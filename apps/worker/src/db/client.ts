import { drizzle } from "drizzle-orm/d1";

/** The drizzle handle every query module takes, so callers (routes, the Durable Object, tests) pass the same thing. */
export type Database = ReturnType<typeof database>;

export function database(d1: D1Database) {
  return drizzle(d1);
}
