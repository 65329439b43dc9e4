/**
 * Issue 17, reading together: "Read Juz N", the completion view and its e-mail, dedications and anonymous readers.
 * The du'a itself is not here: it is quoted from its source (@khatm/schema/dua), never translated by hand.
 */
export default {
  readJuz: "Read Juz {number}",
  readJuzLine: "  Read Juz {number}: {link}",
  completionTitle: "Alhamdulillah, this Khatm is complete",
  completionAllRead: "All {total} juz have been read.",
  completionDates: "Started {started} · Completed {completed}",
  completionReaders: "{count, plural, one {# reader took part} other {# readers took part}}",
  duaHeading: "Du'a on completing the Qur'an",
  share: "Share",
  dedicatedTo: "Dedicated to {dedication}",
  previewWithDedication: "Dedicated to {dedication} · {state}",
  dedicationButton: "Dedication",
  dedicationTitle: "Dedication",
  dedicationHint:
    "Dedicate this Khatm, for example to the memory of someone who has died. Everyone who opens it sees this.",
  dedicationLabel: "Dedicated to",
  dedicationPlaceholder: "e.g. the memory of our grandmother Fatima",
  dedicationCreatePlaceholder: "e.g. the memory of our grandmother Fatima (optional)",
  dedicationCreateHint: "Shown respectfully on the Khatm's pages and e-mails. You can change it later.",
  cancel: "Cancel",
  save: "Save",
  dedicationSaved: "The dedication has been saved.",
  dedicationRemoved: "The dedication has been removed.",
  dedicationFailed: "Failed to save the dedication: {message}",
  anonymousLabel: "Show me as an anonymous reader",
  anonymousHint: "Others see 'Anonymous reader'; the organiser still sees your name.",
  anonymousFormHint: "Others see 'Anonymous reader'; the organiser of this Khatm still sees your name.",
  anonymityFailed: "Failed to change how you are shown: {message}",
  anonymousToOthers: "Anonymous to others",
  completionMailHeading: "The Khatm is complete",
  completionMail:
    'Alhamdulillah, all {total} juz of the Khatm "{name}" have been read. Thank you for taking part; may Allah accept it from everyone who read.',
  completionMailHtml:
    "Alhamdulillah, all {total} juz of the Khatm {name} have been read. Thank you for taking part; may Allah accept it from everyone who read.",
} satisfies Record<string, string>;
