import { text } from "@khatm/i18n";
import type { CreateKhatmResponse } from "@khatm/schema";
import { khatmDivisionFields, normaliseEmail } from "@khatm/schema/rules";
import { Hono } from "hono";
import { createKhatm } from "../durable/khatm-creation";
import { isConfirmed } from "../email/addresses";
import type { AppBindings } from "../env";
import { fieldError } from "../errors";
import { validate } from "../lib/validate";
import { limitPerClient } from "../middleware/write-limits";
import { awaitsConfirmation } from "../rules/listing";
import { ensureUser } from "../services/users";

/**
 * POST /api/khatms → 201 createKhatmResponse (with the manage key, shown this once) and the "created" e-mail to the
 * creator. The creator is the signed-in user, or, signed out, the account of the typed e-mail (found or created, as
 * the create form's notice says); creatorId and uniqueId from the client are ignored.
 * 400 bad input or, signed out, a missing creatorName/creatorEmail; 429 past the client's limit of khatms created.
 */
export const createKhatmRoute = new Hono<AppBindings>().post(
  "/khatms",
  validate("json", (schemas) => schemas.createKhatmRequestSchema),
  limitPerClient("createKhatmPerIp"),
  async (c) => {
    const body = c.req.valid("json");
    const { services } = c.var;
    const { user } = c.var.identity;

    let creator: { id: number; name: string; email: string };
    let locale = services.requesterLocale;
    // A session is proof of the address; a typed one is confirmed once it has signed in by magic link.
    let creatorConfirmed = true;
    if (user) {
      const email = normaliseEmail(user.email);
      creator = { id: user.id, name: body.creatorName ?? user.name ?? email.slice(0, email.indexOf("@")), email };
      locale = user.locale ?? locale;
    } else {
      if (!body.creatorName) throw fieldError("creatorName", text("forms.yourNameRequired"));
      if (!body.creatorEmail) throw fieldError("creatorEmail", text("forms.yourEmailRequired"));
      const { user: account } = await ensureUser(services, body.creatorEmail, body.creatorName);
      creator = { id: account.id, name: body.creatorName, email: normaliseEmail(account.email) };
      creatorConfirmed = await isConfirmed(services.db, creator.email);
    }

    const created = await createKhatm(c.env, {
      name: body.name,
      occasion: body.occasion,
      dedication: body.dedication,
      isPublic: body.isPublic,
      division: body.division,
      target: body.target ?? null,
      recitation: body.recitation ?? null,
      finishBy: body.finishBy ?? null,
      creator,
      locale,
      creatorConfirmed,
      welcome: services.mailContext,
    });
    // A new random id is never a deleted khatm's.
    if (!created) throw new Error("A new khatm's id was already deleted");
    const { khatm, manageKey, createdEmail } = created;
    return c.json(
      {
        id: khatm.id,
        accessCode: khatm.accessCode,
        name: khatm.name,
        occasion: khatm.occasion,
        isPublic: khatm.isPublic,
        creatorName: khatm.creatorName,
        uniqueId: khatm.uniqueId,
        manageKey,
        awaitingConfirmation: awaitsConfirmation(khatm),
        ...khatmDivisionFields(khatm),
        ...(createdEmail ? { createdEmail } : {}),
      } satisfies CreateKhatmResponse,
      201,
    );
  },
);
