import { text } from "@khatm/i18n";
import type { ReserveResponse } from "@khatm/schema";
import { selectedParts } from "@khatm/schema/rules";
import { type Context, Hono } from "hono";
import { khatmCoordinator, type PartMutation, unwrap } from "../durable/khatm-object";
import type { AppBindings } from "../env";
import { fieldError } from "../errors";
import { clientIp } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { limitPerClient } from "../middleware/write-limits";
import type { Reader } from "../rules/juz-transitions";
import { linkedReaderId, type Viewer } from "../rules/permissions";
import { presentMutatedParts } from "../rules/presenters";
import { selfReader } from "../services/self-reader";
import { ensureUser } from "../services/users";
import { khatmIdParam } from "./params";

/**
 * POST /api/khatms/{id}/reserve {juzNumbers | partNumbers, readerName, readerEmail?} → the reserved parts (juz, or
 * the khatm's division's parts: juzNumbers on such a khatm are its part numbers). Anyone may reserve; a
 * signed-out reader must give an e-mail. All or nothing: 409 naming the juz that are no longer available (a juz
 * already reserved under the same e-mail counts as done, so a retry succeeds). This browser's reader key is granted
 * the juz; a browser without one gets a new key in the answer (`readerKey`). The reader gets a confirmation e-mail.
 * `createAccount` (signed out): the account for the reader's e-mail is found or made here, and a new one is welcomed
 * in that same confirmation (`accountCreated` in the answer): one reservation, one e-mail (issue 39).
 *
 * POST /api/khatms/{id}/reserve-on-behalf {juzNumbers, readerName, readerEmail?, creatorEmail} → the same, for the
 * proven creator only (403), who confirms with the creator e-mail (403 when it does not match).
 *
 * Both count against the client's reservation limit (429): each may mail the reader.
 *
 * 400 bad input, 404 unknown khatm.
 */
/**
 * What both routes share once the reader is known: the reservation in the khatm's coordinator (which writes the
 * reader's e-mail into its outbox, delivered after the answer) and the juz as this viewer sees them.
 */
async function reserveJuzs(
  c: Context<AppBindings>,
  reservation: Omit<PartMutation, "mail"> & { request: { reader: Reader } },
) {
  const { services } = c.var;
  const mutation = { ...reservation, mail: services.mailContext };
  const result = unwrap(await khatmCoordinator(c.env, mutation.khatmId).mutateParts(mutation));
  return { count: result.juzs.length, juzs: presentMutatedParts(result, mutation.viewer) };
}

/** The parts a reservation names (its schema requires juzNumbers or partNumbers), and the field that named them. */
function numbersOf(body: { juzNumbers?: number[]; partNumbers?: number[] }) {
  const selected = selectedParts(body);
  if (!selected) throw fieldError("juzNumbers", text("validation.juzNumberList"));
  return { partNumbers: selected.numbers, numbersField: selected.field };
}

/**
 * The reservation form's "create an account" (spec §4): a signed-out reader's account for the typed e-mail, found or
 * made (an existing one is left as it is); true when it was made now. The account creation limit counts it.
 */
async function accountFor(
  c: Context<AppBindings>,
  viewer: Viewer,
  reader: Reader,
  createAccount: boolean | undefined,
): Promise<boolean> {
  if (!createAccount || viewer.userId !== null || !reader.email) return false;
  const { services } = c.var;
  await services.rateLimits.enforce("createAccountPerIp", clientIp(c.req.raw));
  return (await ensureUser(services, reader.email, reader.name)).created;
}

function readerOf(viewer: Viewer, name: string, email: string | null, anonymous = false): Reader {
  return { id: linkedReaderId(viewer, email), name, email, anonymous };
}

export const reserveRoutes = new Hono<AppBindings>()
  .post(
    "/khatms/:id/reserve",
    khatmIdParam,
    validate("json", (schemas) => schemas.reserveRequestSchema),
    limitPerClient("reservePerIp"),
    async (c) => {
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const { viewer, reader, issuedKey } = await selfReader(c.var.viewer, body);
      const accountCreated = await accountFor(c, viewer, reader, body.createAccount);
      const { count, juzs } = await reserveJuzs(c, {
        khatmId: id,
        ...numbersOf(body),
        viewer,
        // Reminders as the form asked; by default on for a signed-in reader, off for an anonymous one. The language
        // the reader reserved in is kept for their e-mails.
        request: {
          kind: "reserve",
          reader,
          remind: body.remind ?? viewer.userId !== null,
          locale: c.var.services.requesterLocale,
          accountCreated,
        },
      });
      return c.json({
        message: c.var.services.i18n.t("toasts.reserved", { count }),
        juzs,
        ...(issuedKey ? { readerKey: issuedKey } : {}),
        ...(accountCreated ? { accountCreated } : {}),
      } satisfies ReserveResponse);
    },
  )
  .post(
    "/khatms/:id/reserve-on-behalf",
    khatmIdParam,
    validate("json", (schemas) => schemas.reserveOnBehalfRequestSchema),
    limitPerClient("reservePerIp"),
    async (c) => {
      const body = c.req.valid("json");
      const { readerName, readerEmail, creatorEmail } = body;
      const viewer = c.var.viewer;
      const reader = readerOf(viewer, readerName, readerEmail ?? null);
      const request = { kind: "reserveOnBehalf", reader, creatorEmail } as const;
      const khatmId = c.req.valid("param").id;
      const { count, juzs } = await reserveJuzs(c, { khatmId, ...numbersOf(body), viewer, request });
      return c.json({
        message: c.var.services.i18n.t("toasts.reservedOnBehalf", { count, name: reader.name }),
        juzs,
      } satisfies ReserveResponse);
    },
  );
