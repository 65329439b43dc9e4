import { describe, expect, it } from "vitest";
import { activityMessage } from "./activity-messages";

describe("activityMessage", () => {
  it("says who did what to which juz", () => {
    expect(activityMessage({ type: "created", creatorName: "Khadija" })).toBe("Khadija created this Khatm");
    expect(activityMessage({ type: "reserved", juzNumbers: [3], readerName: "Aisha", byCreator: false })).toBe(
      "Aisha reserved Juz 3",
    );
    expect(activityMessage({ type: "reserved", juzNumbers: [1, 2], readerName: "Omar", byCreator: true })).toBe(
      "The creator reserved Juz 1-2 for Omar",
    );
    expect(activityMessage({ type: "cancelled", juzNumbers: [4], readerNames: ["Aisha"], byCreator: false })).toBe(
      "Aisha cancelled Juz 4",
    );
    expect(
      activityMessage({ type: "cancelled", juzNumbers: [4, 6], readerNames: ["Aisha", "Omar"], byCreator: true }),
    ).toBe("The creator cancelled the reservation of Juz 4 and 6 by Aisha and Omar");
    expect(activityMessage({ type: "transferred", juzNumbers: [5], fromName: "Aisha", toName: "Omar" })).toBe(
      "Juz 5 was transferred from Aisha to Omar",
    );
    expect(activityMessage({ type: "completed", juzNumbers: [2], readerName: "Aisha", byCreator: false })).toBe(
      "Aisha completed Juz 2",
    );
    expect(activityMessage({ type: "completed", juzNumbers: [2], readerName: "Aisha", byCreator: true })).toBe(
      "The creator marked Juz 2 as completed",
    );
    expect(activityMessage({ type: "uncompleted", juzNumbers: [2] })).toBe("The creator marked Juz 2 as not completed");
  });
});
