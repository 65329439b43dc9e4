import { describe, expect, it } from "vitest";
import { translatorFor } from "../lib/i18n";
import { type ActivityEvent, activityMessage } from "./activity-messages";

describe("activityMessage in the reader's language", () => {
  it("words the released activity (issue 17) and readers without a name", async () => {
    const tr = await translatorFor("tr");
    const ar = await translatorFor("ar");
    const released: ActivityEvent = { type: "released", juzNumbers: [4, 9], readerName: "Omar", days: 14 };
    expect(activityMessage(released)).toBe("Juz 4 and 9 of Omar returned to Available: not completed within 14 days");
    expect(activityMessage(released, tr)).toBe("Cüz 4 ve 9 (Omar) yeniden boşta: 14 gün içinde tamamlanmadı");
    expect(activityMessage(released, ar)).toBe("عاد جزء 4 و9 الخاص بـOmar متاحًا: لم يكتمل خلال 14 يومًا");

    const cancelled: ActivityEvent = {
      type: "cancelled",
      juzNumbers: [2, 5],
      readerNames: ["Aisha", null],
      byCreator: true,
    };
    expect(activityMessage(cancelled)).toBe(
      "The creator cancelled the reservation of Juz 2 and 5 by Aisha and a reader",
    );
    expect(activityMessage(cancelled, tr)).toBe("Hatim sahibi Aisha ve bir okuyucu adına alınanı bıraktı: Cüz 2 ve 5");
    const completed: ActivityEvent = { type: "completed", juzNumbers: [8], readerName: null, byCreator: false };
    expect(activityMessage(completed)).toBe("A reader completed Juz 8");
    expect(activityMessage(completed, ar)).toBe("أكمل قارئ جزء 8");
  });
});
