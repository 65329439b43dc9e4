import type { Organizer } from "@khatm/schema";
import { Hono } from "hono";
import { khatmCoordinator, unwrap } from "../durable/khatm-object";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { limitPerClient } from "../middleware/write-limits";
import { accountNamesOf } from "../services/users";
import { khatmIdParam } from "./params";

/**
 * The khatm's co-organizers (issue 37): addresses the creator adds, each with every power of the creator's on the
 * khatm once signed in, but deleting it and choosing its organizers (rules/permissions.ts).
 *
 * GET /api/khatms/{id}/organizers → [{email, name?, addedAt}], to the creator and the organizers only (403 others,
 * naming no address); `name` is the account's, when the address has one.
 * POST /api/khatms/{id}/organizers {email} → the list: the proven creator only (403); the address gets an invitation
 * naming the khatm and its board, through the khatm's outbox and the recipient's budget. 400 a bad address or the
 * creator's own; 409 past LIMITS.organizers. Adding one again changes nothing.
 * DELETE /api/khatms/{id}/organizers/{email} → 204: by the creator, or by that organizer themself (403 others; 404 not
 * an organizer). Their session proves nothing more from then on.
 * All: 404 unknown khatm, 429 past the client's limit of changes.
 */
export const organizerRoutes = new Hono<AppBindings>()
  .get("/khatms/:id/organizers", khatmIdParam, async (c) => {
    const organizers = unwrap(await khatmCoordinator(c.env, c.req.valid("param").id).organizersFor(c.var.viewer));
    return c.json((await named(c.var.services, organizers)) satisfies Organizer[]);
  })
  .post(
    "/khatms/:id/organizers",
    khatmIdParam,
    validate("json", (schemas) => schemas.addOrganizerRequestSchema),
    limitPerClient("changePerIp"),
    async (c) => {
      const { services, viewer } = c.var;
      const coordinator = khatmCoordinator(c.env, c.req.valid("param").id);
      const organizers = unwrap(
        await coordinator.addOrganizer(viewer, c.req.valid("json").email, services.mailContext),
      );
      return c.json((await named(services, organizers)) satisfies Organizer[], 201);
    },
  )
  .delete(
    "/khatms/:id/organizers/:email",
    validate("param", (schemas) => schemas.organizerParamSchema),
    limitPerClient("changePerIp"),
    async (c) => {
      const { id, email } = c.req.valid("param");
      unwrap(await khatmCoordinator(c.env, id).removeOrganizer(c.var.viewer, email));
      return c.body(null, 204);
    },
  );

/** The organizers with their accounts' names, where they have one. */
async function named(
  services: AppBindings["Variables"]["services"],
  organizers: ReadonlyArray<{ email: string; addedAt: string }>,
): Promise<Organizer[]> {
  const names = await accountNamesOf(
    services,
    organizers.map((organizer) => organizer.email),
  );
  return organizers.map((organizer) => ({ ...organizer, name: names.get(organizer.email) ?? null }));
}
