/** The recent-activity feed, one sentence per change, worded for whoever reads it (spec §7). */
export default {
  created: "{creator} created this Khatm",
  reserved: "{reader} reserved {juz}",
  reservedByCreator: "The creator reserved {juz} for {reader}",
  cancelled: "{readers} cancelled {juz}",
  cancelledByCreator: "The creator cancelled the reservation of {juz} by {readers}",
  transferred: "{juz} was transferred from {from} to {to}",
  completed: "{reader} completed {juz}",
  completedByCreator: "The creator marked {juz} as completed",
  uncompleted: "The creator marked {juz} as not completed",
  released: "{juz} of {reader} returned to Available: not completed within {days, plural, one {# day} other {# days}}",
  aReader: "A reader",
  aReaderInList: "a reader",
} satisfies Record<string, string>;
