// Security headers on every kind of API answer, and the size limits of what the API accepts (SECURITY.md, sections
// "Browser-side" and "Abuse limits"). Page headers come from apps/web/public/_headers: e2e/security-headers.spec.ts checks
// them in the browser against wrangler dev.
import { env } from "cloudflare:test";
import { LIMITS } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { configuredLimit } from "../../src/lib/rate-limit";
import { API_BODY_LIMIT_BYTES } from "../../src/middleware/body-limit";
import { api, createKhatm, freshIp, juzId, reserve, signedIn, uniqueEmail } from "../khatms";
import { expectError } from "../observe";
import { snapshotDatabase } from "./world";

function expectApiSecurityHeaders(response: Response, label: string): void {
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  expect(csp, label).toContain("default-src 'none'");
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(response.headers.get("X-Content-Type-Options"), label).toBe("nosniff");
  expect(response.headers.get("X-Frame-Options"), label).toBe("DENY");
  expect(response.headers.get("Referrer-Policy"), label).toBe("no-referrer");
  expect(response.headers.get("Strict-Transport-Security"), label).toMatch(/max-age=\d{7,}/);
  expect(response.headers.get("X-Powered-By"), label).toBeNull();
}

describe("API security headers", () => {
  it("are on every kind of answer: 200, 201, 204, 400, 401, 403, 404, 409, 413, 429", async () => {
    const khatm = await createKhatm({ isPublic: false });
    await reserve(khatm.id, [1]);
    const ip = freshIp();
    const { limit } = configuredLimit(env, "codeLookupPerIp");
    for (let i = 0; i < limit; i++) await api("GET", "/api/khatms/code/000000", { ip });

    const answers: Array<[number, Promise<Response>]> = [
      [200, api("GET", `/api/khatms/${khatm.id}`)],
      [200, api("GET", "/api/health")],
      [
        201,
        api("POST", "/api/khatms", { body: { name: "Headers", creatorName: "Hind", creatorEmail: uniqueEmail() } }),
      ],
      [400, api("POST", "/api/auth/magic-link", { body: { email: "nope" }, ip: freshIp() })],
      [400, api("POST", "/api/auth/verify", { rawBody: "{", ip: freshIp() })],
      [401, api("GET", "/api/auth/me")],
      [403, api("GET", `/api/khatms/${khatm.id}/activities`)],
      [404, api("GET", "/api/no-such-endpoint")],
      [404, api("PATCH", `/api/khatms/${khatm.id}`)],
      [
        409,
        api("POST", `/api/khatms/${khatm.id}/reserve`, {
          body: { juzNumbers: [1], readerName: "Late", readerEmail: uniqueEmail() },
        }),
      ],
      [
        413,
        api("POST", "/api/auth/magic-link", { rawBody: JSON.stringify({ email: "x".repeat(API_BODY_LIMIT_BYTES) }) }),
      ],
      [429, api("GET", "/api/khatms/code/000000", { ip })],
    ];
    for (const [status, pending] of answers) {
      const response = await pending;
      expect(response.status).toBe(status);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
      expectApiSecurityHeaders(response, `${status} ${response.url}`);
    }
    const deleted = await api(
      "DELETE",
      `/api/khatms/${khatm.id}?creatorEmail=${encodeURIComponent(khatm.creatorEmail)}`,
      khatm.creator,
    );
    expect(deleted.status).toBe(204);
    expectApiSecurityHeaders(deleted, "204 delete");
  });
});

describe("abuse limits: sizes are capped with a clear 400 or 413, and nothing is stored", () => {
  it("caps names, occasions, reader names, e-mails, search text and the body", async () => {
    const creator = await signedIn("limits");
    const khatm = await createKhatm({ creator });
    const first = await juzId(khatm.id, 1);
    await reserve(khatm.id, [2]);
    const over = (n: number) => "م".repeat(n + 1);
    const cases: Array<[string, string, unknown, number, RegExp]> = [
      ["POST", "/api/khatms", { name: over(LIMITS.khatmName) }, 400, /Khatm name must be at most 120 characters/],
      [
        "POST",
        "/api/khatms",
        { name: "ok", occasion: over(LIMITS.occasion) },
        400,
        /Occasion must be at most 500 characters/,
      ],
      [
        "POST",
        "/api/khatms",
        { name: "ok", creatorName: over(LIMITS.personName) },
        400,
        /Name must be at most 80 characters/,
      ],
      [
        "POST",
        `/api/khatms/${khatm.id}/reserve`,
        { juzNumbers: [1], readerName: over(LIMITS.personName) },
        400,
        /Name must be at most 80/,
      ],
      [
        "POST",
        `/api/khatms/${khatm.id}/reserve`,
        { juzNumbers: [1], readerName: "Aisha", readerEmail: `${"a".repeat(250)}@example.com` },
        400,
        /Email must be at most 254/,
      ],
      [
        "POST",
        `/api/khatms/${khatm.id}/reserve`,
        { juzNumbers: Array.from({ length: 31 }, (_, i) => i + 1), readerName: "Aisha" },
        400,
        /At most 30 juz/,
      ],
      [
        "POST",
        `/api/juzs/${first}/transfer`,
        { creatorEmail: creator.email, newReaderName: over(LIMITS.personName), newReaderEmail: uniqueEmail() },
        400,
        /at most 80/,
      ],
      ["POST", "/api/auth/update-profile", { name: over(LIMITS.personName) }, 400, /Name must be at most 80/],
      ["POST", "/api/auth/update-profile", { country: over(LIMITS.country) }, 400, /Country must be at most 80/],
      [
        "GET",
        `/api/khatms/public?q=${encodeURIComponent(over(LIMITS.khatmName))}`,
        undefined,
        400,
        /Search text is too long/,
      ],
      [
        "GET",
        `/api/khatms/${khatm.id}/activities?limit=${LIMITS.activityFeedMax + 1}`,
        undefined,
        400,
        /limit must be at most 50/,
      ],
      ["GET", `/api/khatms/public?limit=${LIMITS.publicListMax + 1}`, undefined, 400, /limit must be at most 100/],
      ["GET", `/api/khatms/${"x".repeat(65)}`, undefined, 400, /./],
      [
        "POST",
        "/api/khatms",
        { name: "ok", padding: "x".repeat(API_BODY_LIMIT_BYTES) },
        413,
        /too large \(at most 16 KB\)/,
      ],
      [
        "POST",
        `/api/khatms/${khatm.id}/reserve`,
        { juzNumbers: [1], readerName: "A".repeat(API_BODY_LIMIT_BYTES) },
        413,
        /too large/,
      ],
    ];
    const before = await snapshotDatabase();
    for (const [method, path, body, status, message] of cases) {
      const response = await api(method, path, { body, token: creator.token });
      expect(response.status, `${method} ${path.slice(0, 60)}`).toBe(status);
      if (status === 413) {
        expect(await response.json()).toMatchObject({
          error: "PAYLOAD_TOO_LARGE",
          message: expect.stringMatching(message),
        });
      } else {
        await expectError(response, status, message);
      }
    }
    expect(await snapshotDatabase()).toEqual(before);
  });

  it("accepts the longest allowed values exactly at the limit", async () => {
    const at = (n: number) => "م".repeat(n);
    const response = await api("POST", "/api/khatms", {
      body: {
        name: at(LIMITS.khatmName),
        occasion: at(LIMITS.occasion),
        creatorName: at(LIMITS.personName),
        creatorEmail: uniqueEmail(),
      },
    });
    expect(response.status).toBe(201);
  });
});
