import { ACTIVITY_TYPES } from "@khatm/schema";
import { integer, text } from "drizzle-orm/sqlite-core";

/**
 * The columns an activity has both in D1's index (db/schema.ts) and in a khatm's Durable Object (durable/schema.ts),
 * so rows present the same way wherever they come from. Fresh builders for each table.
 */
export function activityColumns() {
  return {
    juzId: integer("juz_id"),
    juzNumber: integer("juz_number"),
    userId: integer("user_id"),
    userName: text("user_name").notNull(),
    userEmail: text("user_email"),
    activityType: text("activity_type", { enum: ACTIVITY_TYPES }).notNull(),
  };
}
