import { HOSTILE_LISTS } from "@khatm/test-support";
import { describe, expect, it } from "vitest";
import {
  BASE_LIST_VOCABULARY,
  PASTED_LIST_MAX_CHARS,
  type PastedList,
  parsePastedList,
  pastedListTooLong,
  type UnreadReason,
} from "./pasted-list";

/** Rows as "3 Ahmed ✅" and "4 —", unread lines as their reasons: short enough to read a whole list at a glance. */
function summary({ rows, unread }: PastedList) {
  return {
    rows: rows.map(({ number, readerName, completed }) =>
      [number, readerName ?? "—", completed ? "✅" : ""].join(" ").trim(),
    ),
    unread: unread.map(({ reason }) => reason),
  };
}

const parse = (text: string, partCount = 30) => summary(parsePastedList(text, { partCount }));

interface ListCase {
  name: string;
  text: string;
  rows: string[];
  unread?: UnreadReason[];
}

/** Lists as groups post them, each with what must come out of it. */
const LISTS: ListCase[] = [
  {
    name: "English, dots and ticks, with a title and a closing du'a",
    text: `*Ramadan Khatm 2025* 🌙
1. Ahmed ✅
2. Fatima
3. —
4. Yusuf ✔️

May Allah accept from all of us 🤲`,
    rows: ["1 Ahmed ✅", "2 Fatima", "3 —", "4 Yusuf ✅"],
    unread: ["noPartNumber", "noPartNumber"],
  },
  {
    name: "Juz words, colons and a dash for a free part",
    text: "Juz 1: Aisha\nJuz 2: -\nJuz 3: Omar (done)\nJuz 4:",
    rows: ["1 Aisha", "2 —", "3 Omar ✅", "4 —"],
  },
  {
    name: "a range for one reader",
    text: "9-10 Ali\n11 – 12: Maryam ✅\n13. Hassan",
    rows: ["9 Ali", "10 Ali", "11 Maryam ✅", "12 Maryam ✅", "13 Hassan"],
  },
  {
    name: "Arabic with Arabic-Indic digits, right to left, تم as the mark",
    text: `\u200fختمة العائلة
\u200f١. أحمد تم
\u200f٢. فاطمة
\u200f٣. —
\u200fالجزء ٤: خديجة ✅`,
    rows: ["1 أحمد ✅", "2 فاطمة", "3 —", "4 خديجة ✅"],
    unread: ["noPartNumber"],
  },
  {
    name: "Arabic with جزء and a dash separator",
    text: "جزء ١٠ - عبد الله\nجزء ١١ - مريم (تم)\nجزء ١٢ -",
    rows: ["10 عبد الله", "11 مريم ✅", "12 —"],
  },
  {
    name: "Urdu with Persian digits, پارہ and the Urdu full stop",
    text: "پارہ ۱۔ احمد\nپارہ ۲۔ عائشہ ✅\n۳۔ —\nدعاؤں کی درخواست ہے",
    rows: ["1 احمد", "2 عائشہ ✅", "3 —"],
    unread: ["noPartNumber"],
  },
  {
    name: "Bengali digits and পারা",
    text: "পারা ১ - করিম ✅\nপারা ২ - রহিমা\n৩. —\n৪। সালমা",
    rows: ["1 করিম ✅", "2 রহিমা", "3 —", "4 সালমা"],
  },
  {
    name: "Indonesian, selesai and Juz",
    text: "*Khataman Al-Qur'an Keluarga*\nJuz 1 Budi selesai\nJuz 2 Siti\nJuz 3 -\nJuz 4 Rina (selesai)",
    rows: ["1 Budi ✅", "2 Siti", "3 —", "4 Rina ✅"],
    unread: ["noPartNumber"],
  },
  {
    name: "Malay with Juzuk",
    text: "Juzuk 1: Aminah ✅\nJuzuk 2: Hafiz\nJuzuk 3:",
    rows: ["1 Aminah ✅", "2 Hafiz", "3 —"],
  },
  {
    name: "Turkish, '5. Cüz' and tamam",
    text: "1. Cüz: Mehmet tamam\n2. Cüz: Ayşe\n3. Cüz -\nCüz 4: Fatma ✓",
    rows: ["1 Mehmet ✅", "2 Ayşe", "3 —", "4 Fatma ✅"],
  },
  {
    name: "parentheses after the number",
    text: "1) Zainab\n2) Bilal ☑️\n3)",
    rows: ["1 Zainab", "2 Bilal ✅", "3 —"],
  },
  {
    name: "no separator at all",
    text: "1 Ahmed\n2 Fatima ✅\n3",
    rows: ["1 Ahmed", "2 Fatima ✅", "3 —"],
  },
  {
    name: "keycap numbers and a 🔟",
    text: "1️⃣ Ahmed\n2️⃣ Fatima ✅\n🔟 Hamza",
    rows: ["1 Ahmed", "2 Fatima ✅", "10 Hamza"],
  },
  {
    name: "WhatsApp bold names and bullet points",
    text: "• 1. *Ahmed* ✅\n▪️ 2. _Fatima_\n- 3. ~Omar~",
    rows: ["1 Ahmed ✅", "2 Fatima", "3 Omar"],
  },
  {
    name: "the mark before the number",
    text: "✅ 1. Ahmed\n✅ 2. Fatima\n3. Omar",
    rows: ["1 Ahmed ✅", "2 Fatima ✅", "3 Omar"],
  },
  {
    name: "emojis after names, and emoji-only lines",
    text: "🌹🌹🌹\n1. Ahmed 🤲\n2. Fatima 🌸 ✅\n✨✨",
    rows: ["1 Ahmed", "2 Fatima ✅"],
    unread: ["noPartNumber", "noPartNumber"],
  },
  {
    name: "dates, times and links are chatter",
    text: "12.03.2025 Friday\n10:30 reminder everyone\nhttps://khatm.example/j/123456\n1. Ahmed",
    rows: ["1 Ahmed"],
    unread: ["noPartNumber", "noPartNumber", "noPartNumber"],
  },
  {
    name: "numbers past the khatm's parts",
    text: "1. Ahmed\n31. Too many\n0. Nobody\n40 days until Eid",
    rows: ["1 Ahmed"],
    unread: ["partOutOfRange", "partOutOfRange", "partOutOfRange"],
  },
  {
    name: "a part listed twice keeps the first",
    text: "1. Ahmed\n2. Fatima\n1. Omar\n2-3 Bilal",
    rows: ["1 Ahmed", "2 Fatima"],
    unread: ["listedTwice", "listedTwice"],
  },
  {
    name: "names too short or too long",
    text: `1. A\n2. ${"x".repeat(81)}\n3. Al`,
    rows: ["3 Al"],
    unread: ["nameTooShort", "nameTooLong"],
  },
  {
    name: "a reposted list with chatter between",
    text: `[10/03, 21:04] Umm Ali: Updated list 👇
*Khatm for Nana*
In loving memory of Nana Khadija
1. Umm Ali ✅
2. Abu Bakr
3. —
[10/03, 21:06] Abu Bakr: JazakAllah khair`,
    rows: ["1 Umm Ali ✅", "2 Abu Bakr", "3 —"],
    unread: ["noPartNumber", "noPartNumber", "noPartNumber", "noPartNumber"],
  },
  {
    name: "Khatm's own export, read back",
    text: `*Family khatm*
For grandmother
Dedicated to Fatima

1. Ahmed ✅
2. Anonymous reader
3. —

2/30 reserved · 1 completed
https://khatm.example/j/123456`,
    rows: ["1 Ahmed ✅", "2 Anonymous reader", "3 —"],
    unread: ["noPartNumber", "noPartNumber", "noPartNumber", "noPartNumber", "noPartNumber"],
  },
  {
    name: "en dashes and em dashes as separators",
    text: "1 – Ahmed\n2 — Fatima ✅\n3 –",
    rows: ["1 Ahmed", "2 Fatima ✅", "3 —"],
  },
  {
    name: "Part and Para",
    text: "Part 1: Ahmed\nPara 2 - Fatima\nPart 3 — ",
    rows: ["1 Ahmed", "2 Fatima", "3 —"],
  },
  {
    name: "mixed digit systems in one list",
    text: "1. Ahmed\n٢. فاطمة\n۳. علی\n৪. করিম",
    rows: ["1 Ahmed", "2 فاطمة", "3 علی", "4 করিম"],
  },
  {
    name: "Windows line ends and indentation",
    text: "   1. Ahmed\r\n\t2. Fatima ✅\r\n",
    rows: ["1 Ahmed", "2 Fatima ✅"],
  },
  {
    name: "a hash before the number",
    text: "#1 Ahmed\n#2 Fatima done",
    rows: ["1 Ahmed", "2 Fatima ✅"],
  },
  {
    name: "done in capitals, and a name that only contains the word",
    text: "1. Ahmed DONE\n2. Donell",
    rows: ["1 Ahmed ✅", "2 Donell"],
  },
  {
    name: "Urdu range with Persian digits",
    text: "۲۹-۳۰ حافظ صاحب ✅",
    rows: ["29 حافظ صاحب ✅", "30 حافظ صاحب ✅"],
  },
];

describe("parsePastedList", () => {
  it("is tested on at least 25 lists", () => expect(LISTS.length).toBeGreaterThanOrEqual(25));

  it.each(LISTS)("$name", ({ text, rows, unread = [] }) => {
    expect(parse(text)).toEqual({ rows, unread });
  });

  it("keeps each unread line as it was written", () => {
    const { unread } = parsePastedList("\u200f*Title* 🌙\n1. Ahmed", { partCount: 30 });
    expect(unread).toEqual([{ line: "\u200f*Title* 🌙", reason: "noPartNumber" }]);
  });

  it("answers the rows by part number", () => {
    expect(parse("3. Omar\n1. Ahmed\n2. Fatima").rows).toEqual(["1 Ahmed", "2 Fatima", "3 Omar"]);
  });

  it("takes the khatm's part count, so other divisions plug in", () => {
    expect(parse("60. Ahmed\n61. Fatima", 60)).toEqual({ rows: ["60 Ahmed"], unread: ["partOutOfRange"] });
    expect(parse("604 Ahmed", 604).rows).toEqual(["604 Ahmed"]);
  });

  it("takes more words from its vocabulary", () => {
    const vocabulary = {
      partWords: [...BASE_LIST_VOCABULARY.partWords, "Partie"],
      doneWords: [...BASE_LIST_VOCABULARY.doneWords, "terminé"],
    };
    const parsed = parsePastedList("Partie 2 : Amina terminé", { partCount: 30, vocabulary });
    expect(summary(parsed).rows).toEqual(["2 Amina ✅"]);
  });

  it("splits lines on every Unicode line break", () => {
    const text = "1. Ahmed\u20292. Fatima\u20283. Omar\u00854. Ali\r5. Zainab\r\n6. Bilal\n7. Hamza";
    expect(parse(text).rows).toEqual(["1 Ahmed", "2 Fatima", "3 Omar", "4 Ali", "5 Zainab", "6 Bilal", "7 Hamza"]);
  });

  // Issue 40: each of these pinned a backtracking parser; its time is bench/parser.ts's, its patterns redos.test.ts's.
  it.each(HOSTILE_LISTS)("reads the hostile list $name into names of one line", ({ text }) => {
    const { rows } = parsePastedList(text, { partCount: 30 });
    for (const { readerName } of rows) expect(readerName ?? "").not.toMatch(/[\r\n\u0085\u2028\u2029]/);
  });

  it("reads the issue's list as the lines it has", () => {
    const text = `1.${" ".repeat(3000)}x\u2029x`;
    expect(parse(text)).toEqual({ rows: [], unread: ["nameTooShort", "noPartNumber"] });
  });

  it("ignores blank lines and reads an empty text as nothing", () => {
    expect(parse("\n\n   \n")).toEqual({ rows: [], unread: [] });
  });
});

describe("pastedListTooLong", () => {
  it("allows 10,000 characters in 1,000 lines", () => {
    expect(pastedListTooLong("x".repeat(PASTED_LIST_MAX_CHARS))).toBeNull();
    expect(pastedListTooLong("1. Ahmed\n".repeat(999))).toBeNull();
  });

  it("refuses more", () => {
    expect(pastedListTooLong("x".repeat(PASTED_LIST_MAX_CHARS + 1))).toBe("chars");
    expect(pastedListTooLong("\n".repeat(1_000))).toBe("lines");
  });
});
