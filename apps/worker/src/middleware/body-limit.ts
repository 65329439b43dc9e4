import { text } from "@khatm/i18n";
import { bodyLimit } from "hono/body-limit";
import { ApiException } from "../errors";

/** Every API body is a small JSON form; anything larger is refused before it is read into memory. */
export const API_BODY_LIMIT_BYTES = 16 * 1024;

export const apiBodyLimit = bodyLimit({
  maxSize: API_BODY_LIMIT_BYTES,
  onError: () => {
    throw new ApiException("PAYLOAD_TOO_LARGE", text("api.bodyTooLarge", { kb: API_BODY_LIMIT_BYTES / 1024 }));
  },
});
