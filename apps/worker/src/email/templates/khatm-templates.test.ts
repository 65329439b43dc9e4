import { createTranslator } from "@khatm/i18n";
import english from "@khatm/i18n/catalogues/en";
import { describe, expect, it } from "vitest";
import { khatmCreatedEmail } from "./khatm-created";
import { fullyCompletedEmail, fullyReservedEmail } from "./khatm-milestones";
import { reservationEmail } from "./khatm-reservation";

const ORIGIN = "https://khatms.example";
/** The English catalogue: the e-mails are rendered through it, as the worker does for an English reader. */
const i18n = createTranslator("en", english);
const HOSTILE = `<img src=x onerror="alert('x')">`;

describe("khatm e-mails", () => {
  it("created: the code, share, join and manage links (key in the fragment), both versions", () => {
    const email = khatmCreatedEmail(createdDetails());
    expect(email.subject).toBe('Your Khatm "Eid" has been created');
    for (const version of [email.text, email.html]) {
      expect(version).toContain("012345");
      expect(version).toContain(`${ORIGIN}/n/012345`);
      expect(version).toContain(`${ORIGIN}/j/012345`);
      expect(version).toContain(`${ORIGIN}/n/012345#manage=key_-1`);
    }
  });

  it("reservation: every juz with its surahs, and the dashboard and my-reservations links", () => {
    const email = reservationEmail({
      ...reservationDetails(),
      juzs: [
        { number: 1, surahs: "Al-Fatiha 1 - Al-Baqarah 141" },
        { number: 2, surahs: "Al-Baqarah 142-252" },
      ],
    });
    expect(email.text).toContain('You have reserved 2 juz in the Khatm "Family":');
    expect(email.text).toContain("- Juz 1: Al-Fatiha 1 - Al-Baqarah 141\n- Juz 2: Al-Baqarah 142-252");
    expect(email.html).toContain("<strong>Juz 2</strong>: Al-Baqarah 142-252");
    for (const version of [email.text, email.html]) {
      expect(version).toContain(`${ORIGIN}/n/654321`);
      expect(version).toContain(`${ORIGIN}/my-reservations`);
    }
    const forSomeone = reservationEmail({ ...reservationDetails(), reservedBy: "Khadija" });
    expect(forSomeone.text).toContain('Khadija reserved 1 juz for you in the Khatm "Family":');
  });

  it("reservation: a 'Read Juz N' link per juz, and the khatm's dedication", () => {
    const email = reservationEmail({
      ...reservationDetails(),
      dedication: "our grandmother Fatima",
      juzs: [{ number: 30, surahs: "An-Naba 1 - An-Nas 6", readUrl: "https://quran.com/en/juz/30" }],
    });
    expect(email.text).toContain("- Juz 30: An-Naba 1 - An-Nas 6\n  Read Juz 30: https://quran.com/en/juz/30");
    expect(email.html).toContain('<a href="https://quran.com/en/juz/30" style="color:#0c8599">Read Juz 30</a>');
    for (const version of [email.text, email.html]) expect(version).toContain("Dedicated to our grandmother Fatima");
    expect(reservationEmail(reservationDetails()).text).not.toContain("Dedicated to");
  });

  it("milestones: fully reserved and fully completed, to the creator", () => {
    const details = milestoneDetails();
    expect(fullyReservedEmail(details).subject).toBe('All 30 juz of "Family" are reserved');
    expect(fullyCompletedEmail(details).subject).toBe('"Family" is complete');
    expect(fullyCompletedEmail(details).text).toContain(`${ORIGIN}/n/111111`);
  });

  it("escapes every user-supplied text in HTML and keeps subjects on one line", () => {
    const created = khatmCreatedEmail({
      ...createdDetails(),
      creatorName: HOSTILE,
      khatmName: `${HOSTILE}\nBcc: someone@example.com`,
      manageKey: "k",
    });
    const reservation = reservationEmail({
      ...reservationDetails(),
      readerName: HOSTILE,
      khatmName: HOSTILE,
      dedication: HOSTILE,
      reservedBy: HOSTILE,
    });
    const milestone = fullyReservedEmail({
      ...milestoneDetails(),
      creatorName: HOSTILE,
      khatmName: HOSTILE,
      dedication: HOSTILE,
      accessCode: "1",
    });
    for (const email of [created, reservation, milestone]) {
      expect(email.html).not.toContain("<img");
      expect(email.html).toContain("&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;");
      expect(email.subject).not.toMatch(/[\r\n]/);
    }
  });
});

function createdDetails() {
  return {
    to: "k@example.com",
    creatorName: "Khadija",
    khatmName: "Eid",
    accessCode: "012345",
    manageKey: "key_-1",
    origin: ORIGIN,
    i18n,
  };
}

function milestoneDetails() {
  return {
    to: "k@example.com",
    creatorName: "Khadija",
    khatmName: "Family",
    dedication: null,
    accessCode: "111111",
    origin: ORIGIN,
    i18n,
  };
}

function reservationDetails() {
  return {
    to: "a@example.com",
    readerName: "Aisha",
    khatmName: "Family",
    dedication: null,
    accessCode: "654321",
    juzs: [{ number: 30, surahs: "An-Naba 1 - An-Nas 6" }],
    origin: ORIGIN,
    i18n,
  };
}
