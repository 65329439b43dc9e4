import { zValidator } from "@hono/zod-validator";
import { type Text, text } from "@khatm/i18n";
import { parseValidationMessage } from "@khatm/schema/messages";
import type { Context, Env, ValidationTargets } from "hono";
import type { z } from "zod";
import { loadSchemas, type Schemas } from "../api-schemas";
import { ApiException, fieldError } from "../errors";
import { isMessageKey } from "./english";

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** What zValidator makes of `Schema` for `Target`: a route after it has the typed `c.req.valid(target)`. */
type Validator<Schema extends z.ZodType, Target extends keyof ValidationTargets> = ReturnType<
  typeof zValidator<Schema, Target, Env, string>
>;

/**
 * `zValidator` with the API's error answer, the one hook every route's validation goes through: bad input is a 400
 * `{ error: "BAD_REQUEST", message, field }` for the first issue, `field` being its path (see fieldError for the
 * message). A body that is not JSON is a 400 too (Hono's own validator would throw an HTTPException that the API's
 * error handler does not know, i.e. a 500). Use it like zValidator with the schema picked from @khatm/schema:
 * `validate("json", (schemas) => schemas.reserveRequestSchema)`, then `c.req.valid("json")` is typed.
 *
 * The validator is made on the route's first request, when its schema is there: the schemas and zod are a module of
 * their own, loaded by the first request that validates (../api-schemas.ts), so the worker's start-up neither parses
 * nor runs them. zValidator itself is Hono's `validator` around the schema's `safeParseAsync` and imports no zod.
 */
export function validate<Schema extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  pick: (schemas: Schemas) => Schema,
): Validator<Schema, Target> {
  let validator: Promise<Validator<Schema, Target>> | undefined;
  const made = () => {
    validator ??= loadSchemas().then((schemas) =>
      zValidator(target, pick(schemas), (result) => {
        if (!result.success) throw issueError(result.error.issues[0], target);
      }),
    );
    return validator;
  };
  // Same handler type as zValidator's, so routes keep the typed `c.req.valid(target)`.
  const checked: Validator<Schema, Target> = async (c, next) => {
    if (target === "json") await assertJsonBody(c);
    return (await made())(c, next);
  };
  return checked;
}

/**
 * The same check for a value that is no request body (the Telegram bot's /pledge 3): the picked schema's answer, or
 * the 400 `validate` would answer for it.
 */
export async function validated<Schema extends z.ZodType>(
  pick: (schemas: Schemas) => Schema,
  value: unknown,
): Promise<z.output<Schema>> {
  const result = pick(await loadSchemas()).safeParse(value);
  if (!result.success) throw issueError(result.error.issues[0], "json");
  return result.data;
}

async function assertJsonBody(c: Context): Promise<void> {
  if (!c.req.raw.body) return; // No body at all: the schema names the missing fields.
  const mediaType = c.req.header("Content-Type")?.split(";")[0]?.trim() ?? "";
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    throw new ApiException("BAD_REQUEST", text("api.bodyNotJson"));
  }
  try {
    // Hono caches the parsed body, so the validator does not read it twice.
    await c.req.json();
  } catch {
    throw new ApiException("BAD_REQUEST", text("api.bodyInvalidJson"));
  }
}

function issueError(issue: z.core.$ZodIssue | undefined, target: keyof ValidationTargets): ApiException {
  if (!issue) return new ApiException("BAD_REQUEST", text("api.invalidRequest", { where: target }));
  if (issue.path.length === 0) {
    return new ApiException(
      "BAD_REQUEST",
      text("api.invalidRequestBecause", { where: target, reason: issueText(issue) }),
    );
  }
  return fieldError(issue.path.join("."), issueText(issue));
}

/** The schema's message (see validationMessage in @khatm/schema); zod's own default ones are "Invalid input". */
function issueText(issue: z.core.$ZodIssue): Text {
  const { key, values } = parseValidationMessage(issue.message);
  return isMessageKey(key) ? text(key, values) : text("validation.invalidInput");
}
