import {
  cancelRequestSchema,
  completeRequestSchema,
  type JuzMutationResponse,
  juzIdParamSchema,
  transferRequestSchema,
  uncompleteRequestSchema,
} from "@khatm/schema";
import { describeJuzNumbers } from "@khatm/schema/rules";
import { type Context, Hono } from "hono";
import { khatmCoordinator, unwrap } from "../durable/khatm-coordinator";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import type { JuzMutationResult, MutationRequest } from "../services/juz-mutations";
import type { Reader } from "../services/juz-transitions";
import { milestoneMessages, reservationMessages } from "../services/khatm-notifications";
import { requireJuz } from "../services/khatm-queries";
import { linkedReaderId, type Viewer, viewerOf } from "../services/permissions";
import { presentMutatedJuzs } from "../services/presenters";

/**
 * Runs a juz action in the khatm's Durable Object. The juz of `:id` picks the khatm; the action applies to
 * `juzNumbers` of that khatm when given (bulk forms), else to that juz. 404 unknown juz.
 */
async function runJuzAction(
  c: Context<AppBindings>,
  juzId: number,
  juzNumbers: number[] | undefined,
  viewer: Viewer,
  request: MutationRequest,
): Promise<JuzMutationResult> {
  const juz = await requireJuz(c.var.services.db, juzId);
  const mutation = { khatmId: juz.khatmId, juzNumbers: juzNumbers ?? [juz.number], viewer, request };
  return unwrap(await khatmCoordinator(c.env, juz.khatmId).mutateJuzs(mutation));
}

function answer(message: string, result: JuzMutationResult, viewer: Viewer): JuzMutationResponse {
  return { message, juzs: presentMutatedJuzs(result, viewer) };
}

const juzNames = (result: JuzMutationResult) => describeJuzNumbers(result.juzs.map((juz) => juz.number));

/**
 * POST /api/juzs/{id}/cancel {creatorEmail?, email?, juzNumbers?}: reserved → available. The proven creator may
 * cancel any reservation, a reader only those they hold (session e-mail or this browser's grant); 403 otherwise or
 * when a typed e-mail does not match. 409 when a juz is not reserved. Its reader grants go.
 *
 * POST /api/juzs/{id}/transfer {creatorEmail, newReaderName, newReaderEmail}: the reserved juz to another reader,
 * by the proven creator only (403); 409 when not reserved. The new reader is e-mailed.
 *
 * POST /api/juzs/{id}/complete {readerEmail?, juzNumbers?}: reserved → completed, by its holder or the creator
 * (403); 409 when a juz is not reserved; already completed counts as done.
 *
 * POST /api/juzs/{id}/uncomplete {email, juzNumbers?}: completed → reserved, by the proven creator confirming with
 * the creator e-mail (403); 409 when a juz is not completed.
 *
 * All: 400 bad input, 404 unknown juz (or deleted khatm); multi-juz requests are all or nothing.
 */
export const juzRoutes = new Hono<AppBindings>()
  .post("/juzs/:id/cancel", validate("param", juzIdParamSchema), validate("json", cancelRequestSchema), async (c) => {
    const body = c.req.valid("json");
    const viewer = await viewerOf(c.var.identity);
    const result = await runJuzAction(c, c.req.valid("param").id, body.juzNumbers, viewer, {
      kind: "cancel",
      creatorEmail: body.creatorEmail,
      email: body.email,
    });
    const noun = result.juzs.length === 1 ? "Reservation" : "Reservations";
    const verb = result.juzs.length === 1 ? "has" : "have";
    return c.json(answer(`${noun} for ${juzNames(result)} ${verb} been cancelled.`, result, viewer));
  })
  .post(
    "/juzs/:id/transfer",
    validate("param", juzIdParamSchema),
    validate("json", transferRequestSchema),
    async (c) => {
      const body = c.req.valid("json");
      const viewer = await viewerOf(c.var.identity);
      const reader: Reader = {
        id: linkedReaderId(viewer, body.newReaderEmail),
        name: body.newReaderName,
        email: body.newReaderEmail,
      };
      const result = await runJuzAction(c, c.req.valid("param").id, undefined, viewer, {
        kind: "transfer",
        creatorEmail: body.creatorEmail,
        reader,
      });
      const { mailer, appOrigin } = c.var.services;
      mailer.sendInBackground(reservationMessages(result, reader, appOrigin, result.khatm.creatorName));
      return c.json(answer(`${juzNames(result)} has been transferred to ${body.newReaderName}.`, result, viewer));
    },
  )
  .post(
    "/juzs/:id/complete",
    validate("param", juzIdParamSchema),
    validate("json", completeRequestSchema),
    async (c) => {
      const body = c.req.valid("json");
      const viewer = await viewerOf(c.var.identity);
      const result = await runJuzAction(c, c.req.valid("param").id, body.juzNumbers, viewer, {
        kind: "complete",
        readerEmail: body.readerEmail,
      });
      const { mailer, appOrigin } = c.var.services;
      mailer.sendInBackground(milestoneMessages(result, appOrigin));
      const verb = result.juzs.length === 1 ? "has" : "have";
      return c.json(answer(`${juzNames(result)} ${verb} been marked as completed.`, result, viewer));
    },
  )
  .post(
    "/juzs/:id/uncomplete",
    validate("param", juzIdParamSchema),
    validate("json", uncompleteRequestSchema),
    async (c) => {
      const body = c.req.valid("json");
      const viewer = await viewerOf(c.var.identity);
      const result = await runJuzAction(c, c.req.valid("param").id, body.juzNumbers, viewer, {
        kind: "uncomplete",
        email: body.email,
      });
      const verb = result.juzs.length === 1 ? "has" : "have";
      return c.json(answer(`${juzNames(result)} ${verb} been marked as not completed.`, result, viewer));
    },
  );
