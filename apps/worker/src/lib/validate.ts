import { zValidator } from "@hono/zod-validator";
import type { Context, ValidationTargets } from "hono";
import type { z } from "zod";
import { ApiException, fieldError } from "../errors";

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * `zValidator` with the API's error answer, the one hook every route's validation goes through: bad input is a 400
 * `{ error: "BAD_REQUEST", message, field }` for the first issue, `field` being its path (see fieldError for the
 * message). A body that is not JSON is a 400 too (Hono's own validator would throw an HTTPException that the API's
 * error handler does not know, i.e. a 500). Use it like zValidator: `validate("json", schema)`, then
 * `c.req.valid("json")` is typed.
 */
export function validate<Schema extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
) {
  const validator = zValidator(target, schema, (result) => {
    if (!result.success) throw issueError(result.error.issues[0], target);
  });
  // Same handler type as zValidator's, so routes keep the typed `c.req.valid(target)`.
  const checked: typeof validator = async (c, next) => {
    if (target === "json") await assertJsonBody(c);
    return validator(c, next);
  };
  return checked;
}

async function assertJsonBody(c: Context): Promise<void> {
  if (!c.req.raw.body) return; // No body at all: the schema names the missing fields.
  const mediaType = c.req.header("Content-Type")?.split(";")[0]?.trim() ?? "";
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    throw new ApiException("BAD_REQUEST", "The request body must be JSON (Content-Type: application/json).");
  }
  try {
    // Hono caches the parsed body, so the validator does not read it twice.
    await c.req.json();
  } catch {
    throw new ApiException("BAD_REQUEST", "The request body is not valid JSON.");
  }
}

const TARGET_NAMES: Partial<Record<keyof ValidationTargets, string>> = {
  json: "body",
  query: "query parameters",
  param: "path",
};

function issueError(issue: z.core.$ZodIssue | undefined, target: keyof ValidationTargets): ApiException {
  const where = TARGET_NAMES[target] ?? target;
  if (!issue) return new ApiException("BAD_REQUEST", `Invalid request ${where}.`);
  if (issue.path.length === 0) return new ApiException("BAD_REQUEST", `Invalid request ${where}: ${issue.message}`);
  return fieldError(issue.path.join("."), issue.message);
}
