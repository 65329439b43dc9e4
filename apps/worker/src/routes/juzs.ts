import { type MessageKey, renderText, text } from "@khatm/i18n";
import type { JuzMutationResponse, PartNumbers } from "@khatm/schema";
import { partDivisionOf, selectedParts } from "@khatm/schema/rules";
import { type Context, Hono } from "hono";
import { khatmCoordinator, type MutationRequest, type PartMutationResult, unwrap } from "../durable/khatm-object";
import type { AppBindings } from "../env";
import { validate } from "../lib/validate";
import { limitPerClient } from "../middleware/write-limits";
import { linkedReaderId, type Viewer } from "../rules/permissions";
import { presentMutatedParts } from "../rules/presenters";
import { requireJuzPlace } from "../services/khatm-queries";
import { juzIdParam } from "./params";

/** What a juz action asked and changed, and who asked (the answer presents the juz as they may see them). */
interface ActionOutcome<R extends MutationRequest = MutationRequest> {
  request: R;
  result: PartMutationResult;
  viewer: Viewer;
}

/**
 * Runs a juz action in the khatm's Durable Object, as the viewer asking. The juz of `:id` picks the khatm; the action
 * applies to the parts the body names (`juzNumbers` or `partNumbers`: bulk forms) when given, else to that juz; any
 * part of any division is a "juz" here, by its id. 404 unknown juz.
 */
async function runJuzAction<R extends MutationRequest>(
  c: Context<AppBindings>,
  juzId: number,
  selected: PartNumbers | null,
  requestOf: (viewer: Viewer) => R,
): Promise<ActionOutcome<R>> {
  const viewer = c.var.viewer;
  const juz = await requireJuzPlace(c.var.services.db, juzId);
  const request = requestOf(viewer);
  const { mailContext: mail } = c.var.services;
  const numbers = selected
    ? { partNumbers: selected.numbers, numbersField: selected.field }
    : { partNumbers: [juz.number] };
  const mutation = { khatmId: juz.khatmId, ...numbers, viewer, request, mail };
  const result = unwrap(await khatmCoordinator(c.env, juz.khatmId).mutateParts(mutation));
  return { request, result, viewer };
}

/** The answer of an action: its message (`key`, in the requester's language, about the juz it changed) and the juz. */
function answer(
  c: Context<AppBindings>,
  key: MessageKey,
  { result, viewer }: ActionOutcome,
  values: Record<string, string> = {},
): JuzMutationResponse {
  const numbers = result.juzs.map((juz) => juz.number);
  const message = renderText(
    c.var.services.i18n,
    text(key, {
      juz: { juz: numbers, division: partDivisionOf(result.khatm.division) ?? undefined },
      count: numbers.length,
      ...values,
    }),
  );
  return { message, juzs: presentMutatedParts(result, viewer) };
}

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
 * POST /api/juzs/{id}/anonymity {anonymous, email?, juzNumbers?}: whether the reader shows as 'Anonymous reader'
 * to others, by the juz's holder only (403, not even the creator; a juz without a reader has no holder).
 *
 * All: 400 bad input, 404 unknown juz (or deleted khatm); multi-juz requests are all or nothing; 429 past the
 * client's limit: a transfer mails the new reader as a reservation on behalf does, and counts as one; cancels,
 * marks of progress (complete, uncomplete) and other changes each have their own.
 */
export const juzRoutes = new Hono<AppBindings>()
  .post(
    "/juzs/:id/cancel",
    juzIdParam,
    validate("json", (schemas) => schemas.cancelRequestSchema),
    limitPerClient("cancelPerIp"),
    async (c) => {
      const body = c.req.valid("json");
      const { creatorEmail, email } = body;
      const done = await runJuzAction(c, c.req.valid("param").id, selectedParts(body), () => ({
        kind: "cancel",
        creatorEmail,
        email,
      }));
      return c.json(answer(c, "api.cancelled", done));
    },
  )
  .post(
    "/juzs/:id/transfer",
    juzIdParam,
    validate("json", (schemas) => schemas.transferRequestSchema),
    limitPerClient("reservePerIp"),
    async (c) => {
      const { creatorEmail, newReaderName: name, newReaderEmail: email } = c.req.valid("json");
      const done = await runJuzAction(c, c.req.valid("param").id, null, (viewer) => ({
        kind: "transfer" as const,
        creatorEmail,
        reader: { id: linkedReaderId(viewer, email), name, email, anonymous: false },
      }));
      return c.json(answer(c, "api.transferred", done, { name }));
    },
  )
  .post(
    "/juzs/:id/complete",
    juzIdParam,
    validate("json", (schemas) => schemas.completeRequestSchema),
    limitPerClient("progressPerIp"),
    async (c) => {
      const body = c.req.valid("json");
      const { readerEmail } = body;
      const done = await runJuzAction(c, c.req.valid("param").id, selectedParts(body), () => ({
        kind: "complete",
        readerEmail,
      }));
      return c.json(answer(c, "api.completed", done));
    },
  )
  .post(
    "/juzs/:id/uncomplete",
    juzIdParam,
    validate("json", (schemas) => schemas.uncompleteRequestSchema),
    limitPerClient("progressPerIp"),
    async (c) => {
      const body = c.req.valid("json");
      const { email } = body;
      const done = await runJuzAction(c, c.req.valid("param").id, selectedParts(body), () => ({
        kind: "uncomplete",
        email,
      }));
      return c.json(answer(c, "api.uncompleted", done));
    },
  )
  .post(
    "/juzs/:id/anonymity",
    juzIdParam,
    validate("json", (schemas) => schemas.anonymityRequestSchema),
    limitPerClient("changePerIp"),
    async (c) => {
      const body = c.req.valid("json");
      const request = { kind: "anonymity", anonymous: body.anonymous, email: body.email } as const;
      const done = await runJuzAction(c, c.req.valid("param").id, selectedParts(body), () => request);
      const { anonymous } = body;
      return c.json(answer(c, "api.anonymityChanged", done, { shown: anonymous ? "anonymous" : "named" }));
    },
  );
