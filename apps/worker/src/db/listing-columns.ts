import { integer, text } from "drizzle-orm/sqlite-core";
import { MODERATION_STATES } from "../rules/listing";

/** The listing's columns (rules/listing.ts says what they mean), the same in D1's index and the khatm's object. */
export function listingColumns() {
  return {
    creatorConfirmed: integer("creator_confirmed", { mode: "boolean" }).notNull().default(true),
    moderation: text("moderation", { enum: MODERATION_STATES }).notNull().default("none"),
  };
}
