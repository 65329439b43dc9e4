import { text } from "@khatm/i18n";
import { PASTED_LIST_MAX_CHARS } from "@khatm/schema/rules";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ApiException } from "../errors";

/** Every API body is a small JSON form; anything larger is refused before it is read into memory. */
export const API_BODY_LIMIT_BYTES = 16 * 1024;
/**
 * But a pasted list (POST /khatms/{id}/list-import) may hold 10,000 characters, each up to 4 bytes in UTF-8 (emojis,
 * and Arabic script at 2): its own limit, so the 400 for too many characters answers before a 413 would.
 */
export const PASTED_LIST_BODY_LIMIT_BYTES = Math.ceil((PASTED_LIST_MAX_CHARS * 4 + 1024) / 1024) * 1024;

const limited = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiException("PAYLOAD_TOO_LARGE", text("api.bodyTooLarge", { kb: maxSize / 1024 }));
    },
  });

const formLimit = limited(API_BODY_LIMIT_BYTES);
const pastedListLimit = limited(PASTED_LIST_BODY_LIMIT_BYTES);

export const apiBodyLimit: MiddlewareHandler = (c, next) =>
  (c.req.path.endsWith("/list-import") ? pastedListLimit : formLimit)(c, next);
