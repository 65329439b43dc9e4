import type { zValidator } from "@hono/zod-validator";
import { type Text, text } from "@khatm/i18n";
import { parseValidationMessage } from "@khatm/schema/messages";
import type { Context, Env, ValidationTargets } from "hono";
import { validator } from "hono/validator";
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
 * It does what @hono/zod-validator's zValidator does (Hono's `validator` around the schema's `safeParseAsync`), but
 * picks the schema on the route's first request: the schemas and zod are a module of their own, loaded then
 * (../api-schemas.ts), so the worker's start-up neither parses nor runs them. zValidator itself would bring zod's
 * validator package into the bundle, hence only its types here.
 */
export function validate<Schema extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  pick: (schemas: Schemas) => Schema,
): Validator<Schema, Target> {
  let picked: Promise<{ schema: Schema; headerKeys: Map<string, string> | undefined }> | undefined;
  const made = () => {
    picked ??= loadSchemas().then((schemas) => {
      const schema = pick(schemas);
      return { schema, headerKeys: target === "header" ? headerKeys(schema) : undefined };
    });
    return picked;
  };
  const check = validator(target, async (value: Record<string, unknown>) => {
    const { schema, headerKeys } = await made();
    // Hono gives headers lower-cased; the schema's keys are as written (as zValidator does).
    const input = headerKeys
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [headerKeys.get(key) ?? key, item]))
      : value;
    const result = await schema.safeParseAsync(input);
    if (!result.success) throw issueError(result.error.issues[0], target);
    return result.data;
  });
  // Typed as zValidator's handler (what it is, but for when the schema is picked), so routes keep the typed
  // `c.req.valid(target)`: Hono's `validator` cannot infer that from a schema it does not have yet.
  const typed = check as unknown as Validator<Schema, Target>;
  const checked: Validator<Schema, Target> = async (c, next) => {
    if (target === "json") await assertJsonBody(c);
    return typed(c, next);
  };
  return checked;
}

/** An object schema's keys (a pipe's: its input's) by their lower-case spelling, for headers. */
function headerKeys(schema: z.ZodType): Map<string, string> | undefined {
  const object = (schema as { in?: z.ZodType }).in ?? schema;
  const shape = (object as { shape?: Record<string, unknown> }).shape;
  return shape ? new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key])) : undefined;
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
