/**
 * Issue 37, a finish-by date: the line the share, join and board pages show with its pace, the form field, and the
 * organizers' "3 days left" e-mail. {date} is the date in the reader's words, {counted} the parts a day takes as
 * parts.counted writes them ("1 page", "2.5 juz", "3 recitations").
 */
export default {
  finishBy: "Finish by {date}",
  pace: "{days, plural, one {# day left} other {# days left}} · {counted} a day",
  onTime: "Finished on time",
  late: "{count} left after the date",
  label: "Finish by (optional)",
  description: "The date your readers mean to finish by: the Khatm's page shows the pace it asks.",
  clear: "Remove the date",
  noticeLine: "{counted} still free, {days, plural, one {# day} other {# days}} left",
  noticeSubject: "{line}: {name}",
  noticeText: 'The Khatm "{name}" means to be finished by {date}.',
  noticeRemind: "Send its readers a reminder from the board: {link}",
  noticeButton: "Send a reminder",
} satisfies Record<string, string>;
