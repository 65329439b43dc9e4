import { describe, expect, it } from "vitest";
import { selectionSummary } from "./selection-text";
import { checkBehalfReservation, checkReservation } from "./validation";

const values = { readerName: "Maryam", readerEmail: "maryam@example.org", createAccount: true, anonymous: false };

describe("checkReservation", () => {
  it("needs at least one juz", () => {
    expect(checkReservation(values, 0, false).notice).toEqual({
      title: "No juz selected",
      message: "Please select at least one juz to reserve",
    });
  });
  it("names the missing part in a page khatm's words", () => {
    expect(checkReservation(values, 0, false, "page").notice).toEqual({
      title: "No page selected",
      message: "Please select at least one page to reserve",
    });
  });
  it("needs a name of 2 characters or more", () => {
    expect(checkReservation({ ...values, readerName: " M " }, 1, false).errors.readerName).toBe(
      "Name must be at least 2 characters",
    );
  });
  it("needs an e-mail from an anonymous reader, said beside the field", () => {
    expect(checkReservation({ ...values, readerEmail: "  " }, 2, false)).toEqual({
      errors: { readerEmail: "Please provide your email address to continue" },
    });
  });
  it("lets a signed-in reader leave the e-mail empty", () => {
    expect(checkReservation({ ...values, readerEmail: "" }, 2, true)).toEqual({ errors: {} });
  });
  it("refuses a malformed e-mail", () => {
    expect(checkReservation({ ...values, readerEmail: "maryam@" }, 1, true).errors.readerEmail).toBe(
      "Please enter a valid email address",
    );
  });
  it("passes a complete reservation", () => expect(checkReservation(values, 3, false)).toEqual({ errors: {} }));
});

describe("checkBehalfReservation", () => {
  it("makes the e-mail optional but checks it when given", () => {
    expect(checkBehalfReservation({ readerName: "Ali", readerEmail: "" })).toEqual({});
    expect(checkBehalfReservation({ readerName: "A", readerEmail: "x" })).toEqual({
      readerName: "Name must be at least 2 characters",
      readerEmail: "Please enter a valid email address",
    });
  });
});

describe("selectionSummary", () => {
  it.each([
    [[], "No juz selected"],
    [[4], "You selected Juz 4"],
    [[9, 4], "You selected Juz 4 - and 1 other"],
    [[4, 5, 12], "You selected Juz 4 - and 2 others"],
  ])("%j → %s", (numbers, text) => expect(selectionSummary(numbers)).toBe(text));
  it("names an empty selection of a hizb khatm in its words", () => {
    expect(selectionSummary([], () => null, "hizb")).toBe("No hizb selected");
  });
});
