/** The web's Telegram pieces (issue 38): the "Add to a Telegram group" link and the board's linked groups. */
export default {
  addToGroup: "Add to a Telegram group",
  groupsTitle: "Telegram groups",
  linkedOn: "Linked {date}",
  unlink: "Unlink",
  unlinked: "The group no longer follows this Khatm.",
  none: "No Telegram group follows this Khatm yet.",
} satisfies Record<string, string>;
