import * as z from "zod";

/**
 * A Telegram group linked to a khatm (issue 38), as its board lists it: its chat id (what Unlink names; a group's,
 * never a person's), its title and when it was linked.
 */
export const telegramGroupSchema = z.object({ chatId: z.string(), title: z.string(), linkedAt: z.string() });
export type TelegramGroup = z.infer<typeof telegramGroupSchema>;

/** GET /api/khatms/{id}/telegram-groups: the groups linked to the khatm, for its organizers. */
export const telegramGroupsResponseSchema = z.object({ groups: z.array(telegramGroupSchema) });
export type TelegramGroupsResponse = z.infer<typeof telegramGroupsResponseSchema>;
