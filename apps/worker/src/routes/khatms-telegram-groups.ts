import type { TelegramGroupsResponse } from "@khatm/schema";
import { Hono } from "hono";
import { khatmCoordinator, unwrap } from "../durable/khatm-object";
import type { AppBindings } from "../env";
import { limitPerClient } from "../middleware/write-limits";
import { forgetChat } from "../services/telegram-commands";
import { khatmIdParam } from "./params";

/**
 * The Telegram groups that follow a khatm (issue 38), on its board:
 * GET /api/khatms/{id}/telegram-groups → {groups: [{chatId, title, linkedAt}]}: the creator and the organizers only
 * (403 others).
 * DELETE /api/khatms/{id}/telegram-groups/{chatId} → 204: the creator or an organizer (403 others) unlinks the group;
 * 404 a group not linked to it; 429 past the client's limit of changes. The group's list is no longer edited.
 * Both: 404 unknown khatm.
 */
export const telegramGroupRoutes = new Hono<AppBindings>()
  .get("/khatms/:id/telegram-groups", khatmIdParam, async (c) => {
    const groups = unwrap(await khatmCoordinator(c.env, c.req.valid("param").id).telegramGroupsFor(c.var.viewer));
    return c.json({ groups } satisfies TelegramGroupsResponse);
  })
  .delete("/khatms/:id/telegram-groups/:chatId", khatmIdParam, limitPerClient("changePerIp"), async (c) => {
    const { id } = c.req.valid("param");
    const chatId = c.req.param("chatId");
    unwrap(await khatmCoordinator(c.env, id).unlinkTelegramGroupFromBoard(c.var.viewer, chatId));
    await forgetChat(c.var.services.db, chatId, id);
    return c.body(null, 204);
  });
