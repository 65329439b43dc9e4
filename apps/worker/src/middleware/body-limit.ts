import { bodyLimit } from "hono/body-limit";
import { ApiException } from "../errors";

/** Every API body is a small JSON form; anything larger is refused before it is read into memory. */
export const API_BODY_LIMIT_BYTES = 16 * 1024;

export const apiBodyLimit = bodyLimit({
  maxSize: API_BODY_LIMIT_BYTES,
  onError: () => {
    throw new ApiException(
      "PAYLOAD_TOO_LARGE",
      `The request body is too large (at most ${API_BODY_LIMIT_BYTES / 1024} KB).`,
    );
  },
});
