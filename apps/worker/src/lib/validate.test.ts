import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { handleError } from "../middleware/error-handler";
import { validate } from "./validate";

const app = new Hono()
  .post(
    "/",
    validate("json", ({ emailSchema, juzNumbersSchema }) =>
      z.object({ email: emailSchema, juzNumbers: juzNumbersSchema.optional(), count: z.number().optional() }),
    ),
    (c) => c.json(c.req.valid("json")),
  )
  .get(
    "/search",
    validate("query", () => z.object({ limit: z.coerce.number().int().max(50) })),
    (c) => c.json(c.req.valid("query")),
  );
app.onError(handleError);

const post = (body: string | undefined, contentType: string | null = "application/json") =>
  app.request("/", { method: "POST", body, headers: contentType ? { "Content-Type": contentType } : {} });

describe("validate", () => {
  it("passes the parsed, transformed value to the handler", async () => {
    const response = await post(JSON.stringify({ email: " Amina@Example.COM " }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: "amina@example.com" });
  });

  it("answers 400 with the schema's message when it names the field", async () => {
    const response = await post(JSON.stringify({ email: "not-an-email" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "BAD_REQUEST",
      message: "Please enter a valid email address",
      field: "email",
    });

    const juz = await post(JSON.stringify({ email: "a@b.co", juzNumbers: [0] }));
    expect(await juz.json()).toEqual({
      error: "BAD_REQUEST",
      message: "Juz numbers must be whole numbers from 1 to 30",
      field: "juzNumbers.0",
    });
  });

  it("puts the field's path in front of zod's default messages", async () => {
    const response = await post(JSON.stringify({ email: "a@b.co", count: "three" }));
    expect(response.status).toBe(400);
    expect((await response.json()) as { message: string }).toEqual({
      error: "BAD_REQUEST",
      message: expect.stringMatching(/^count: /),
      field: "count",
    });

    const query = await app.request("/search?limit=500");
    expect(query.status).toBe(400);
    expect(((await query.json()) as { message: string }).message).toMatch(/^limit: /);
  });

  it("answers 400, never 500, to malformed JSON, non-JSON bodies and bodies that are not objects", async () => {
    for (const [body, type] of [
      ["{ email: ", "application/json"],
      ["email=a@b.co", "application/x-www-form-urlencoded"],
      ["[1, 2]", "application/json"],
      ["null", "application/json"],
    ] as const) {
      const response = await post(body, type);
      expect(response.status, body).toBe(400);
      expect(await response.json(), body).toEqual({ error: "BAD_REQUEST", message: expect.any(String) });
    }
    expect(await (await post("{", "application/json")).json()).toEqual({
      error: "BAD_REQUEST",
      message: "The request body is not valid JSON.",
    });
  });

  it("names the missing field when there is no body at all", async () => {
    const response = await post(undefined, null);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "BAD_REQUEST",
      message: "Please enter a valid email address",
      field: "email",
    });
  });
});
