import { text } from "@khatm/i18n";
import type { LiveTicketResponse } from "@khatm/schema";
import { Hono } from "hono";
import { khatmCoordinator, unwrap } from "../durable/khatm-object";
import type { AppBindings } from "../env";
import { ApiException } from "../errors";
import { validate } from "../lib/validate";
import { limitPerClient } from "../middleware/write-limits";
import { khatmIdParam } from "./params";

/**
 * POST /api/khatms/{id}/live-ticket → `{ ticket, expiresAt }`: a single-use ticket, valid for a minute, standing for
 * what this request proves (session, manage key, reader key). 404 unknown khatm; 429 past the client's limit (each
 * ticket is kept in the khatm's object until used or expired).
 *
 * GET /api/khatms/{id}/live[?ticket=] with `Upgrade: websocket` → the khatm's live socket, held by its Durable
 * Object (durable/live-sockets.ts): a snapshot, then every change, as the ticket's viewer may see them (no ticket:
 * as an anonymous visitor). Refused before the upgrade: 400 without the upgrade header, 404 unknown khatm, 403 an
 * unknown, expired or used ticket.
 */
export const liveRoutes = new Hono<AppBindings>()
  .post("/khatms/:id/live-ticket", khatmIdParam, limitPerClient("liveTicketPerIp"), async (c) => {
    const coordinator = khatmCoordinator(c.env, c.req.valid("param").id);
    const ticket = unwrap(await coordinator.issueLiveTicket(c.var.viewer));
    return c.json(ticket satisfies LiveTicketResponse);
  })
  .get(
    "/khatms/:id/live",
    khatmIdParam,
    validate("query", (schemas) => schemas.liveQuerySchema),
    async (c) => {
      if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
        throw new ApiException("BAD_REQUEST", text("api.notWebSocket"));
      }
      const target = new URL("https://khatm-coordinator/live");
      const { ticket } = c.req.valid("query");
      if (ticket !== undefined) target.searchParams.set("ticket", ticket);
      const coordinator = khatmCoordinator(c.env, c.req.valid("param").id);
      const answer = await coordinator.fetch(target, { headers: { Upgrade: "websocket" } });
      // A fresh answer: the Durable Object's headers are immutable, and the API's middleware adds its own.
      return answer.webSocket
        ? new Response(null, { status: 101, webSocket: answer.webSocket })
        : new Response(answer.body, { status: answer.status, headers: answer.headers });
    },
  );
