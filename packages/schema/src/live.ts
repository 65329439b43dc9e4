import * as z from "zod";
import { isoDateTimeSchema } from "./common";
import { juzListSchema } from "./juz";
import { khatmSchema } from "./khatm";
import { validationMessage } from "./messages";

/**
 * The live grid (GET /api/khatms/{id}/live, a WebSocket). A browser's WebSocket cannot send headers, so a request
 * that proves who is asking (session, manage key, reader key) first gets a ticket from
 * POST /api/khatms/{id}/live-ticket and opens `/live?ticket=…`: random, single use, valid for a minute. Without a
 * ticket the socket sees what an anonymous visitor sees.
 */
export const liveTicketResponseSchema = z.object({ ticket: z.string(), expiresAt: isoDateTimeSchema });
export type LiveTicketResponse = z.infer<typeof liveTicketResponseSchema>;

export const liveQuerySchema = z.object({
  ticket: z
    .string()
    .max(128, { error: validationMessage("validation.ticketTooLong") })
    .optional(),
});

/**
 * What the server sends, each with the khatm's version (a number that only grows with every committed change).
 * `snapshot` (on connect and after a `resync` request): the whole khatm and its 30 juz as this socket's viewer may
 * see them. `change`: after each commit, the same view at the new version (the client merges its juz by number; a
 * later server may send only those that changed); a client holding version - 1 applies it, any other asks for a
 * snapshot. `deleted`: the khatm is gone.
 */
export const liveMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("snapshot"), version: z.number().int(), khatm: khatmSchema, juzs: juzListSchema }),
  z.object({ type: z.literal("change"), version: z.number().int(), khatm: khatmSchema, juzs: juzListSchema }),
  z.object({ type: z.literal("deleted"), version: z.number().int() }),
]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;
