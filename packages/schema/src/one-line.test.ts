import { describe, expect, it } from "vitest";
import { personNameSchema, readerNameSchema } from "./common";
import { createKhatmRequestSchema, dedicationRequestSchema } from "./khatm";
import { recitationSchema } from "./recitation";
import { oneLine } from "./rules";

const BREAKS = ["\n", "\r", "\r\n", "\u000b", "\f", "\u0085", "\u2028", "\u2029", "\t"];
const DROPPED = ["\u0000", "\u0007", "\u001b", "\u007f", "\u0080", "\u009b", "\u202a", "\u202e", "\u2066", "\u2069"];

describe("oneLine (issue 40: names are one line of plain text)", () => {
  it.each(BREAKS)("makes the break %j one space", (line) => {
    expect(oneLine(`Ahmed${line}Ali`)).toBe("Ahmed Ali");
  });

  it.each(DROPPED)("drops the control or bidi override %j", (char) => {
    expect(oneLine(`Ah${char}med`)).toBe("Ahmed");
  });

  it("makes a run of breaks one space and keeps every other character: scripts, emoji, direction marks", () => {
    expect(oneLine("—\n\n4. Mallory ✅\r\n7. Bob ✅")).toBe("— 4. Mallory ✅ 7. Bob ✅");
    const kept = "فاطمة \u200f👨‍👩‍👧 Ayşe পারা ﷺ";
    expect(oneLine(kept)).toBe(kept);
  });
});

describe("every name and text schema keeps one line", () => {
  const hostile = "\u202eMallory\n4. Eve ✅\u2029\u0007";

  it("names: reader, creator and account", () => {
    expect(readerNameSchema.parse(hostile)).toBe("Mallory 4. Eve ✅");
    expect(personNameSchema.parse(hostile)).toBe("Mallory 4. Eve ✅");
  });

  it("a khatm's name, occasion, dedication and recitation", () => {
    const khatm = createKhatmRequestSchema.parse({
      name: hostile,
      occasion: hostile,
      dedication: hostile,
      creatorName: hostile,
      creatorEmail: "a@example.com",
      division: "count",
      target: 3,
      recitation: hostile,
    });
    for (const text of [khatm.name, khatm.occasion, khatm.dedication, khatm.creatorName, khatm.recitation])
      expect(text).toBe("Mallory 4. Eve ✅");
    expect(dedicationRequestSchema.parse({ dedication: hostile }).dedication).toBe("Mallory 4. Eve ✅");
    expect(recitationSchema.parse(hostile)).toBe("Mallory 4. Eve ✅");
  });

  it("refuses a name that was nothing but breaks and controls as missing", () => {
    const result = readerNameSchema.safeParse("\n\u202e\u0007\u2029");
    expect(result.success).toBe(false);
    expect(personNameSchema.safeParse("\r\n").success).toBe(false);
  });
});
