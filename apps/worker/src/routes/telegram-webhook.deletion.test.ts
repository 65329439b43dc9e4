import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { breakIndex, repairIndex } from "../../test/khatm-state";
import { api, createKhatm } from "../../test/khatms";
import { telegramGroup, telegramUser } from "../../test/telegram";

const removal = (khatm: { id: string; creatorEmail: string }) =>
  `/api/khatms/${khatm.id}?creatorEmail=${encodeURIComponent(khatm.creatorEmail)}`;

/** The groups D1 says follow `khatmId`. */
async function linkedInIndex(khatmId: string): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT chat_id FROM telegram_chats WHERE khatm_id = ?")
    .bind(khatmId)
    .all<{ chat_id: string }>();
  return results.map((row) => row.chat_id);
}

/** Waits until `group` got a message that is no reply and not a list (delivery begins right after the commit). */
async function lastNotice(group: ReturnType<typeof telegramGroup>): Promise<string | undefined> {
  for (let tries = 0; tries < 50; tries++) {
    const { calls } = await group.seen();
    const notice = calls.find(
      (entry) =>
        entry.method === "sendMessage" &&
        !entry.params.reply_parameters &&
        /deleted|supprimée/.test(String(entry.params.text)),
    );
    if (notice) return String(notice.params.text);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

describe("a Telegram group whose khatm is deleted (issue 38)", () => {
  it("is let go and told once, in its language; a command there is answered as in an unlinked group", async () => {
    const khatm = await createKhatm({ name: "Gone Khatm" });
    const english = telegramGroup("English group");
    const french = telegramGroup("Groupe");
    const reader = telegramUser("Maryam");
    await english.say(reader, `/khatm ${khatm.accessCode}`);
    await french.say(telegramUser("Amina", { language_code: "fr" }), `/khatm ${khatm.accessCode}`);
    await english.say(reader, "/take 1");
    expect((await linkedInIndex(khatm.id)).sort()).toEqual([String(english.id), String(french.id)].sort());

    expect((await api("DELETE", removal(khatm), khatm.creator)).status).toBe(204);

    expect(await lastNotice(english)).toBe(
      'The Khatm "Gone Khatm" was deleted, so this group follows no Khatm now. Link another with /khatm and its code.',
    );
    expect(await lastNotice(french)).toBe(
      "La Khatm « Gone Khatm » a été supprimée : ce groupe ne suit plus aucune Khatm. Liez-en une autre avec /khatm et son code.",
    );
    expect(await linkedInIndex(khatm.id)).toEqual([]);
    await english.say(reader, "/take 2");
    await english.say(reader, "/list");
    expect((await english.replies()).slice(-2)).toEqual([
      "This group follows no Khatm yet. Link one with /khatm followed by its 6-digit code.",
      "This group follows no Khatm yet. Link one with /khatm followed by its 6-digit code.",
    ]);
    const notices = (await english.seen()).calls.filter((entry) => /deleted/.test(String(entry.params.text)));
    expect(notices).toHaveLength(1);
  });

  it("answers as unlinked while D1 still names the deleted khatm, and lets the group go there", async () => {
    const khatm = await createKhatm();
    const group = telegramGroup();
    const sender = telegramUser("Idris");
    await group.say(sender, `/khatm ${khatm.accessCode}`);
    await breakIndex();
    try {
      expect((await api("DELETE", removal(khatm), khatm.creator)).status).toBe(204);
      expect(await linkedInIndex(khatm.id), "D1 refused the deletion for now").toEqual([String(group.id)]);

      await group.say(sender, "/take 3");

      expect((await group.replies()).at(-1)).toBe(
        "This group follows no Khatm yet. Link one with /khatm followed by its 6-digit code.",
      );
      expect(await linkedInIndex(khatm.id)).toEqual([]);
    } finally {
      await repairIndex();
    }
  });
});
