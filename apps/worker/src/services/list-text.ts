import type { Translator } from "@khatm/i18n";
import type { Juz, Khatm } from "@khatm/schema";

/**
 * The khatm's list as a WhatsApp message (issue 26), in the reader's language: its name in WhatsApp bold, occasion
 * and dedication, one line per part ("3. Ahmed ✅", "4. —"), the progress and the join link. Made from what a visitor
 * sees, whoever asks, so it never holds an e-mail or a hidden reader's name. parsePastedList reads it back.
 */
export function listText(khatm: Khatm, juzs: readonly Juz[], i18n: Translator, origin: string): string {
  const heading = [`*${khatm.name}*`];
  if (khatm.occasion) heading.push(khatm.occasion);
  if (khatm.dedication) heading.push(i18n.t("together.dedicatedTo", { dedication: khatm.dedication }));
  const parts = juzs.map((juz) => `${i18n.number(juz.number)}. ${readerOf(juz, i18n)}`);
  const { available, reserved, completed } = khatm.stats;
  const progress = i18n.t("api.listProgress", {
    reserved: reserved + completed,
    total: available + reserved + completed,
    completed,
  });
  return [...heading, "", ...parts, "", progress, `${origin}/j/${khatm.accessCode}`].join("\n");
}

function readerOf(juz: Juz, i18n: Translator): string {
  if (juz.status === "available" || !juz.readerName) return "—";
  const name = juz.readerAnonymous ? i18n.t("together.anonymousReader") : juz.readerName;
  return juz.status === "completed" ? `${name} ✅` : name;
}
