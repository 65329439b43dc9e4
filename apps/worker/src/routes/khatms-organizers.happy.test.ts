import type { Activity, Khatm, KhatmSummary, Organizer } from "@khatm/schema";
import { describe, expect, it } from "vitest";
import { syncIndex } from "../../test/khatm-state";
import { api, createKhatm, freshIp, signedIn, uniqueEmail } from "../../test/khatms";
import { expectError, expectJson, mailTo } from "../../test/observe";

const addOrganizer = (khatmId: string, email: string, token: string) =>
  api("POST", `/api/khatms/${khatmId}/organizers`, { token, body: { email }, ip: freshIp() });

describe("co-organizers (issue 37)", () => {
  it("the creator adds an address, which gets an invitation naming the khatm and its board", async () => {
    const creator = await signedIn("creator");
    const khatm = await createKhatm({ creator, name: "Masjid Ramadan Khatm" });
    const email = uniqueEmail("organizer");
    const list = await expectJson<Organizer[]>(await addOrganizer(khatm.id, email.toUpperCase(), creator.token), 201);
    expect(list).toEqual([{ email, name: null, addedAt: expect.any(String) }]);

    const [invitation, ...more] = await mailTo(email);
    expect(more).toEqual([]);
    expect(invitation?.subject).toBe("You are now an organizer of Masjid Ramadan Khatm");
    const creatorName = creator.email.split("@")[0];
    expect(invitation?.text).toContain(`${creatorName} added you as an organizer of the Khatm "Masjid Ramadan Khatm".`);
    expect(invitation?.text).toContain(`Sign in with ${email} to organize it`);
    expect(invitation?.text).toContain(`/n/${khatm.accessCode}`);
    // Adding the same address again changes nothing and sends no second invitation.
    expect(await expectJson<Organizer[]>(await addOrganizer(khatm.id, email, creator.token), 201)).toHaveLength(1);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it("an organizer who signs in has the creator's powers on the board, names themself in the feed, and finds it on My Khatms", async () => {
    const creator = await signedIn("creator");
    const khatm = await createKhatm({ creator, name: "Family Khatm" });
    const aisha = await signedIn("organizer");
    const profile = { name: "Aisha", country: null };
    await expectJson(await api("POST", "/api/auth/update-profile", { token: aisha.token, body: profile }), 200);
    await expectJson(await addOrganizer(khatm.id, aisha.email, creator.token), 201);

    const seen = await expectJson<Khatm>(await api("GET", `/api/khatms/${khatm.id}`, { token: aisha.token }), 200);
    expect(seen).toMatchObject({ viewerIsCreator: true, viewerRole: "organizer" });
    // The creator's address stays the creator's own secret.
    expect(seen).not.toHaveProperty("creatorEmail");

    // Where a call asks for creatorEmail, an organizer gives their own address.
    const body = { juzNumbers: [7], readerName: "Bilal", readerEmail: uniqueEmail("bilal"), creatorEmail: aisha.email };
    await expectJson(await api("POST", `/api/khatms/${khatm.id}/reserve-on-behalf`, { token: aisha.token, body }), 200);
    const [latest] = await expectJson<Activity[]>(
      await api("GET", `/api/khatms/${khatm.id}/activities?limit=1`, { token: creator.token }),
      200,
    );
    expect(latest).toMatchObject({
      userName: "Aisha",
      userEmail: aisha.email,
      message: "Aisha reserved Juz 7 for Bilal",
    });
    const [confirmation] = await mailTo(body.readerEmail);
    expect(confirmation?.text).toContain("Aisha");

    await syncIndex(khatm.id);
    const mine = await expectJson<KhatmSummary[]>(
      await api("GET", `/api/khatms/creator/${encodeURIComponent(aisha.email)}`, { token: aisha.token }),
      200,
    );
    expect(mine.map(({ id, role }) => ({ id, role }))).toEqual([{ id: khatm.id, role: "organizer" }]);
    const creators = await expectJson<KhatmSummary[]>(
      await api("GET", `/api/khatms/creator/${encodeURIComponent(creator.email)}`, { token: creator.token }),
      200,
    );
    expect(creators.map(({ id, role }) => ({ id, role }))).toEqual([{ id: khatm.id, role: "creator" }]);

    const organizers = await expectJson<Organizer[]>(
      await api("GET", `/api/khatms/${khatm.id}/organizers`, { token: aisha.token }),
      200,
    );
    expect(organizers).toEqual([{ email: aisha.email, name: "Aisha", addedAt: expect.any(String) }]);
  });

  it("refuses a bad address, the creator's own and an eleventh organizer", async () => {
    const creator = await signedIn("creator");
    const khatm = await createKhatm({ creator });
    const bad = await expectJson<{ field: string }>(await addOrganizer(khatm.id, "not-an-address", creator.token), 400);
    expect(bad.field).toBe("email");
    const own = await expectJson<{ field: string; message: string }>(
      await addOrganizer(khatm.id, creator.email, creator.token),
      400,
    );
    expect(own).toMatchObject({ field: "email", message: expect.stringContaining("creator's own address") });
    for (let i = 0; i < 10; i += 1)
      await expectJson(await addOrganizer(khatm.id, uniqueEmail("o"), creator.token), 201);
    await expectError(await addOrganizer(khatm.id, uniqueEmail("o"), creator.token), 409, "at most 10 organizers");
  });

  it("an organizer may leave; a removed organizer's session loses every power with the removal", async () => {
    const creator = await signedIn("creator");
    const khatm = await createKhatm({ creator });
    const [staying, removed] = [await signedIn("staying"), await signedIn("removed")];
    for (const person of [staying, removed])
      await expectJson(await addOrganizer(khatm.id, person.email, creator.token), 201);
    const asRemoved = { token: removed.token };
    await expectJson(await api("GET", `/api/khatms/${khatm.id}/activities`, asRemoved), 200);

    const path = `/api/khatms/${khatm.id}/organizers/${encodeURIComponent(removed.email)}`;
    // Another organizer may not remove them; the creator may.
    await expectError(await api("DELETE", path, { token: staying.token }), 403);
    expect((await api("DELETE", path, { token: creator.token })).status).toBe(204);

    const view = await expectJson<Khatm>(await api("GET", `/api/khatms/${khatm.id}`, asRemoved), 200);
    expect(view).toMatchObject({ viewerIsCreator: false, viewerRole: null });
    await expectError(await api("GET", `/api/khatms/${khatm.id}/activities`, asRemoved), 403);
    await expectError(await api("GET", `/api/khatms/${khatm.id}/organizers`, asRemoved), 403);
    const body = { juzNumbers: [1], readerName: "Bilal", creatorEmail: removed.email };
    await expectError(await api("POST", `/api/khatms/${khatm.id}/reserve-on-behalf`, { ...asRemoved, body }), 403);
    await syncIndex(khatm.id);
    const mine = await api("GET", `/api/khatms/creator/${encodeURIComponent(removed.email)}`, asRemoved);
    expect(await expectJson<KhatmSummary[]>(mine, 200)).toEqual([]);

    // The other leaves by themself.
    const leave = `/api/khatms/${khatm.id}/organizers/${encodeURIComponent(staying.email)}`;
    expect((await api("DELETE", leave, { token: staying.token })).status).toBe(204);
    await expectError(await api("DELETE", leave, { token: creator.token }), 404);
    expect(
      await expectJson<Organizer[]>(
        await api("GET", `/api/khatms/${khatm.id}/organizers`, { token: creator.token }),
        200,
      ),
    ).toEqual([]);
  });

  it("an organizer may not delete the khatm nor choose its organizers", async () => {
    const creator = await signedIn("creator");
    const khatm = await createKhatm({ creator });
    const organizer = await signedIn("organizer");
    await expectJson(await addOrganizer(khatm.id, organizer.email, creator.token), 201);
    await expectError(
      await addOrganizer(khatm.id, uniqueEmail("friend"), organizer.token),
      403,
      "choose its organizers",
    );
    const remove = `/api/khatms/${khatm.id}?creatorEmail=${encodeURIComponent(organizer.email)}`;
    await expectError(await api("DELETE", remove, { token: organizer.token }), 403, "delete it");
  });
});

describe("the invitation goes through the recipient's budget", () => {
  it("an address that never signed in gets 3 e-mails a day, invitations included", { timeout: 30_000 }, async () => {
    const creator = await signedIn("creator");
    const stranger = uniqueEmail("unconfirmed");
    for (let i = 0; i < 4; i += 1) {
      const khatm = await createKhatm({ creator, name: `Khatm ${i + 1}` });
      await expectJson(await addOrganizer(khatm.id, stranger, creator.token), 201);
    }
    // Each khatm's invitation is its own effect: the first three of the day went, the fourth was dropped.
    const subjects = (await mailTo(stranger)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([1, 2, 3].map((n) => `You are now an organizer of Khatm ${n}`));
  });
});
