import { describe, expect, it } from "vitest";
import { mailboxOf } from "./mailbox";

describe("mailboxOf", () => {
  it("gives every spelling of one Gmail mailbox the same mailbox", () => {
    const spellings = [
      "name@gmail.com",
      "name+1@gmail.com",
      "na.me@gmail.com",
      "NAME+y@googlemail.com",
      " N.a.M.e@GMail.com ",
      "n.ame+khatm+2@googlemail.com",
      "Name@GoogleMail.com",
    ];
    for (const spelling of spellings) expect(mailboxOf(spelling), spelling).toBe("name@gmail.com");
  });

  it("drops a +tag and case everywhere, dots only at Gmail", () => {
    expect(mailboxOf("First.Last+news@Example.org")).toBe("first.last@example.org");
    expect(mailboxOf("first.last@example.org")).not.toBe(mailboxOf("firstlast@example.org"));
    expect(mailboxOf("a.b@mail.gmail.com")).toBe("a.b@mail.gmail.com");
  });

  it("keeps different mailboxes apart", () => {
    expect(mailboxOf("name@gmail.com")).not.toBe(mailboxOf("name@example.com"));
    expect(mailboxOf("name1@gmail.com")).not.toBe(mailboxOf("name@gmail.com"));
  });

  it("keeps a local part that is only a tag, and odd input, as they are (lower case)", () => {
    expect(mailboxOf("+tag@example.com")).toBe("+tag@example.com");
    expect(mailboxOf("...@gmail.com")).toBe("...@gmail.com");
    expect(mailboxOf("no-at-sign")).toBe("no-at-sign");
    expect(mailboxOf("a@b@Example.com")).toBe("a@b@example.com");
  });
});
