import { env } from "cloudflare:test";
import { JUZS, juzSurahRange } from "@khatm/juz-table";
import type { CreateKhatmResponse, Khatm } from "@khatm/schema";
import { must } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import { api, createKhatm, listJuzs, ORIGIN, signedIn, uniqueEmail } from "../../test/khatms";
import { expectJson, mailTo } from "../../test/observe";
import { hashToken } from "../lib/tokens";

describe("POST /api/khatms", () => {
  it("creates a signed-out creator's khatm with 30 available juz, an account for the e-mail and a manage key", async () => {
    const creatorEmail = uniqueEmail("creator");
    const response = await api("POST", "/api/khatms", {
      body: {
        name: "  Ramadan Khatm ",
        occasion: "For our grandmother",
        isPublic: true,
        creatorName: "Khadija",
        creatorEmail: creatorEmail.toUpperCase(),
        // The client's ids are ignored.
        creatorId: 1,
        uniqueId: "khatm-1",
        startDate: null,
        endDate: null,
      },
    });
    const created = await expectJson<CreateKhatmResponse>(response, 201);

    expect(created).toMatchObject({
      name: "Ramadan Khatm",
      occasion: "For our grandmother",
      isPublic: true,
      creatorName: "Khadija",
    });
    expect(created.accessCode).toMatch(/^\d{6}$/);
    expect(created.id).toMatch(/^[\w-]{16}$/);
    expect(created.uniqueId).toMatch(/^khatm-\d{13}-[\w-]+$/);
    expect(created.uniqueId).not.toBe("khatm-1");

    const user = await env.DB.prepare("SELECT id, name FROM users WHERE email = ?")
      .bind(creatorEmail)
      .first<{ id: number; name: string }>();
    expect(user).toMatchObject({ name: "Khadija" });
    const stored = await env.DB.prepare("SELECT creator_id, creator_email, manage_key_hash FROM khatms WHERE id = ?")
      .bind(created.id)
      .first<{ creator_id: number; creator_email: string; manage_key_hash: string }>();
    expect(stored).toEqual({
      creator_id: must(user).id,
      creator_email: creatorEmail,
      manage_key_hash: await hashToken(created.manageKey),
    });

    const juzs = await listJuzs(created.id);
    expect(juzs.map((juz) => [juz.number, juz.surahs, juz.status])).toEqual(
      JUZS.map((juz) => [juz.number, juzSurahRange(juz.number), "available"]),
    );

    const khatm = await expectJson<Khatm>(
      await api("GET", `/api/khatms/${created.id}`, { manageKey: created.manageKey }),
      200,
    );
    expect(khatm).toMatchObject({
      creatorId: must(user).id,
      creatorEmail,
      viewerIsCreator: true,
      stats: { available: 30, reserved: 0, completed: 0 },
    });
  });

  it("makes the signed-in user the creator, named after the account unless a name is given", async () => {
    const amina = await signedIn("amina");
    const khatm = await createKhatm({ creator: amina });
    const answer = await expectJson<Khatm>(await api("GET", `/api/khatms/${khatm.id}`, { token: amina.token }), 200);
    expect(answer).toMatchObject({ creatorId: amina.user.id, creatorEmail: amina.email, viewerIsCreator: true });
    // The account has no name yet: the e-mail's local part stands in.
    expect(answer.creatorName).toBe(amina.email.split("@")[0]);

    const named = await expectJson<CreateKhatmResponse>(
      await api("POST", "/api/khatms", {
        token: amina.token,
        body: { name: "Named", creatorName: "Amina", creatorEmail: uniqueEmail() },
      }),
      201,
    );
    expect(named.creatorName).toBe("Amina");
    const stored = await env.DB.prepare("SELECT creator_email FROM khatms WHERE id = ?").bind(named.id).first();
    expect(stored).toEqual({ creator_email: amina.email });
  });

  it("reuses the account of a known e-mail and gives every khatm its own code", async () => {
    const email = uniqueEmail("creator");
    const body = { name: "Twice", creatorName: "Khadija", creatorEmail: email };
    const first = await expectJson<CreateKhatmResponse>(await api("POST", "/api/khatms", { body }), 201);
    const second = await expectJson<CreateKhatmResponse>(await api("POST", "/api/khatms", { body }), 201);
    expect(second.accessCode).not.toBe(first.accessCode);
    expect(second.manageKey).not.toBe(first.manageKey);
    const users = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(email).first();
    expect(users).toEqual({ n: 1 });
  });

  it("records the creation in the activity feed", async () => {
    const khatm = await createKhatm();
    const feed = await expectJson<Array<{ activityType: string; message: string; userName: string }>>(
      await api("GET", `/api/khatms/${khatm.id}/activities`, khatm.creator),
      200,
    );
    expect(feed).toEqual([
      expect.objectContaining({ activityType: "created", userName: "Khadija", message: "Khadija created this Khatm" }),
    ]);
  });

  it("e-mails the creator the code, the share, join and manage links", async () => {
    const khatm = await createKhatm({ name: "Eid Khatm" });
    const [email] = await mailTo(khatm.creatorEmail);
    expect(email?.subject).toBe('Your Khatm "Eid Khatm" has been created');
    const code = khatm.accessCode;
    expect(must(email).text).toContain(`Access code: ${code}`);
    expect(must(email).text).toContain(`${ORIGIN}/n/${code}\n`);
    expect(must(email).text).toContain(`${ORIGIN}/j/${code}`);
    expect(must(email).text).toContain(`${ORIGIN}/n/${code}#manage=${encodeURIComponent(khatm.manageKey)}`);
    expect(must(email).html).toContain(`href="${ORIGIN}/n/${code}#manage=${encodeURIComponent(khatm.manageKey)}"`);
    // The key travels in the fragment only, never in a query string a server would log.
    expect(must(email).text).not.toMatch(/\?[^\s]*manage/);
  });
});
