import type { Pledge, PledgeResponse } from "@khatm/schema";
import { type Context, Hono } from "hono";
import { khatmCoordinator, type PledgeChange, type PledgeResult, unwrap } from "../durable/khatm-object";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { limitPerClient } from "../middleware/write-limits";
import { linkedReaderId } from "../rules/permissions";
import { selfReader } from "../services/self-reader";
import { khatmIdParam, pledgeIdParam } from "./params";

/**
 * Counted recitations' pledges (issue 25), each a change of the khatm's object (durable/pledges.ts):
 *
 * POST /api/khatms/{id}/pledges {amount, readerName, readerEmail?, anonymous?, remind?} → {id, amount, done, readerKey?}:
 * anyone may pledge; a signed-out reader must give an e-mail; a browser without a reader key gets one, which may then
 * report and cancel. The reader gets a confirmation e-mail. 409 "Only {n} remain" for more than is still unpledged.
 * POST /api/khatms/{id}/pledges-on-behalf {amount, readerName, readerEmail?, creatorEmail}: the same, for the proven
 * creator only (403). Both count as reservations (and on behalf, as reservations on behalf) against the client's
 * limit: each may mail a stranger.
 * POST /api/pledges/{id}/progress {done}: how many of the pledge are read in all (0..amount; 400 above), by its
 * reader (reader key or session) or the proven creator (403 anyone else).
 * POST /api/pledges/{id}/cancel: frees what is not read yet; what is read stays counted.
 * Progress and cancels have per-client limits of their own: each is a transaction, a feed row and a broadcast.
 * GET /api/khatms/{id}/pledges → each pledge ('Anonymous reader' for an anonymous one; e-mails only for the proven
 * creator and the pledge's reader). GET /api/khatms/{id}/stats of a count is {target, pledged, done} (khatms-read.ts).
 * 409 for a khatm of parts, 404 unknown khatm or pledge.
 */
async function changePledge(c: Context<AppBindings>, khatmId: string, pledge: Omit<PledgeChange, "mail">) {
  const { services } = c.var;
  const result = unwrap(await khatmCoordinator(c.env, khatmId).changePledge({ ...pledge, mail: services.mailContext }));
  return result;
}

function response(c: Context<AppBindings>, result: PledgeResult, message: string, readerKey?: string) {
  const { pledge } = result;
  return c.json({
    id: pledge.id,
    amount: pledge.amount,
    done: pledge.done,
    message,
    pledge,
    ...(readerKey ? { readerKey } : {}),
  } satisfies PledgeResponse);
}

export const pledgeRoutes = new Hono<AppBindings>()
  .post(
    "/khatms/:id/pledges",
    khatmIdParam,
    validate("json", (schemas) => schemas.pledgeRequestSchema),
    limitPerClient("reservePerIp"),
    async (c) => {
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const { services } = c.var;
      const { viewer, reader, issuedKey } = await selfReader(c.var.viewer, body);
      const result = await changePledge(c, id, {
        viewer,
        request: {
          kind: "pledge",
          reader,
          amount: body.amount,
          locale: services.requesterLocale,
          remind: body.remind ?? viewer.userId !== null,
        },
      });
      return response(c, result, services.i18n.t("recitation.pledged", { amount: body.amount }), issuedKey);
    },
  )
  .post(
    "/khatms/:id/pledges-on-behalf",
    khatmIdParam,
    validate("json", (schemas) => schemas.pledgeOnBehalfRequestSchema),
    limitPerClient("reservePerIp"),
    async (c) => {
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const viewer = c.var.viewer;
      const email = body.readerEmail ?? null;
      const reader = { id: linkedReaderId(viewer, email), name: body.readerName, email, anonymous: false };
      const request = { kind: "pledgeOnBehalf", reader, amount: body.amount, creatorEmail: body.creatorEmail } as const;
      const result = await changePledge(c, id, { viewer, request });
      const message = c.var.services.i18n.t("recitation.pledgedOnBehalf", { amount: body.amount, name: reader.name });
      return response(c, result, message);
    },
  )
  .get("/khatms/:id/pledges", khatmIdParam, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(unwrap(await khatmCoordinator(c.env, id).pledgesFor(c.var.viewer)) satisfies Pledge[]);
  })
  .post(
    "/pledges/:id/progress",
    pledgeIdParam,
    validate("json", (schemas) => schemas.pledgeProgressRequestSchema),
    limitPerClient("progressPerIp"),
    async (c) => {
      const { khatmId, number } = c.req.valid("param").id;
      const { done } = c.req.valid("json");
      const request = { kind: "progress", pledgeId: number, done } as const;
      const result = await changePledge(c, khatmId, { viewer: c.var.viewer, request });
      const { amount } = result.pledge;
      return response(c, result, c.var.services.i18n.t("recitation.progressSaved", { done, amount }));
    },
  )
  .post("/pledges/:id/cancel", pledgeIdParam, limitPerClient("cancelPerIp"), async (c) => {
    const { khatmId, number } = c.req.valid("param").id;
    const request = { kind: "cancel", pledgeId: number } as const;
    const result = await changePledge(c, khatmId, { viewer: c.var.viewer, request });
    return response(c, result, c.var.services.i18n.t("recitation.cancelled"));
  });
