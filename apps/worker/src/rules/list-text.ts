import type { Translator } from "@khatm/i18n";
import type { Juz, Khatm, Pledge } from "@khatm/schema";
import { countProgressOf, oneLine } from "@khatm/schema/rules";

/**
 * The khatm's list as a WhatsApp message (issue 26), in the reader's language: its name in WhatsApp bold, occasion
 * and dedication, one line per part ("3. Ahmed ✅", "4. —"), the progress and the join link. Made from what a visitor
 * sees, whoever asks, so it never holds an e-mail or a hidden reader's name. parsePastedList reads it back. Every
 * name and text in it is one line (oneLine), also one stored before the schemas made it so. A khatm of 30 parts or
 * fewer has one line per part; one of more (604 pages) writes each run of neighbours with the same reader, or free,
 * as one line ("13-40. —", issue 39), so the message stays short enough to send (the parser reads ranges back).
 */
export function listText(khatm: Khatm, juzs: readonly Juz[], i18n: Translator, origin: string): string {
  const heading = headingOf(khatm, i18n);
  const lines = juzs.map((juz) => ({ number: juz.number, reader: readerOf(juz, i18n) }));
  const parts = (
    juzs.length > ONE_LINE_EACH_UP_TO ? runsOf(lines) : lines.map((line) => ({ ...line, last: line.number }))
  ).map(({ number, last, reader }) =>
    last === number ? `${i18n.number(number)}. ${reader}` : `${i18n.number(number)}-${i18n.number(last)}. ${reader}`,
  );
  const { available, reserved, completed } = khatm.stats;
  const progress = i18n.t("api.listProgress", {
    reserved: reserved + completed,
    total: available + reserved + completed,
    completed,
  });
  return [...heading, "", ...parts, "", progress, `${origin}/j/${khatm.accessCode}`].join("\n");
}

/**
 * A counted recitation's list (issue 25): its heading, what is read how many times, one line per pledge ("Ahmed:
 * 3/7", "✅" once read in full), the progress "{done} / {target}" and the join link. The pledges as a visitor sees
 * them: an anonymous reader is 'Anonymous reader'.
 */
export function countListText(khatm: Khatm, pledges: readonly Pledge[], i18n: Translator, origin: string): string {
  const { target, done } = countProgressOf(khatm.stats);
  const recitation = i18n.t("recitation.countOf", { recitation: oneLine(khatm.recitation ?? khatm.name), target });
  const lines = pledges.map((pledge) => {
    const line = i18n.t("recitation.listLine", {
      name: oneLine(pledge.readerName),
      done: pledge.done,
      amount: pledge.amount,
    });
    return pledge.done >= pledge.amount ? `${line} ✅` : line;
  });
  const progress = i18n.t("recitation.progress", { done, target });
  return [...headingOf(khatm, i18n), recitation, "", ...lines, "", progress, `${origin}/j/${khatm.accessCode}`].join(
    "\n",
  );
}

/** Up to this many parts (the spec's 30 juz), the list keeps one line per part. */
const ONE_LINE_EACH_UP_TO = 30;

/** Neighbouring parts with the same reader's line (free: "—"), each run as its first and last number. */
function runsOf(lines: readonly { number: number; reader: string }[]) {
  const runs: { number: number; last: number; reader: string }[] = [];
  for (const line of lines) {
    const run = runs.at(-1);
    if (run && run.reader === line.reader && run.last + 1 === line.number) run.last = line.number;
    else runs.push({ ...line, last: line.number });
  }
  return runs;
}

function headingOf(khatm: Khatm, i18n: Translator): string[] {
  const heading = [`*${oneLine(khatm.name)}*`];
  if (khatm.occasion) heading.push(oneLine(khatm.occasion));
  if (khatm.dedication) heading.push(i18n.t("together.dedicatedTo", { dedication: oneLine(khatm.dedication) }));
  return heading;
}

function readerOf(juz: Juz, i18n: Translator): string {
  if (juz.status === "available" || !juz.readerName) return "—";
  const name = juz.readerAnonymous ? i18n.t("together.anonymousReader") : oneLine(juz.readerName);
  return juz.status === "completed" ? `${name} ✅` : name;
}
