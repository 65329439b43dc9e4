import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "./api-client";
import { createQueryClient } from "./query-client";

/** How many times the app's query client calls a mutation that fails with `error` every time. */
async function attemptsOfFailingMutation(error: Error): Promise<number> {
  vi.useFakeTimers();
  const client = createQueryClient();
  const mutationFn = vi.fn(async () => {
    throw error;
  });
  const settled = client
    .getMutationCache()
    .build(client, { mutationFn })
    .execute(undefined)
    .catch(() => undefined);
  await vi.runAllTimersAsync();
  await settled;
  return mutationFn.mock.calls.length;
}

describe("the query client's one retry", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("tries again once when no answer came or the server failed", async () => {
    expect(await attemptsOfFailingMutation(new TypeError("Failed to fetch"))).toBe(2);
    expect(await attemptsOfFailingMutation(new ApiRequestError(503, "Service Unavailable"))).toBe(2);
  });

  it("does not repeat a request the API refused", async () => {
    for (const status of [400, 403, 404, 409, 429]) {
      expect(await attemptsOfFailingMutation(new ApiRequestError(status, "refused"))).toBe(1);
    }
  });
});
