/**
 * The Telegram bot (issue 38): its answers in a group, the group's reminder and the command list (setMyCommands).
 * The worker's only (apps/worker/src/telegram/).
 */
export default {
  linked: 'This group now follows "{name}". Take a part with /take and its number, e.g. /take 5.',
  moved: 'This group now follows "{name}" instead of "{previous}".',
  codeMissing: "Send /khatm followed by the Khatm's 6-digit code, e.g. /khatm 123456.",
  unknownCode: "No Khatm has the code {code}. Check the code and try again.",
  notLinked: "This group follows no Khatm yet. Link one with /khatm followed by its 6-digit code.",
  numbersMissing: "Name the parts by number, e.g. /take 5, /take 5 6 7 or /take 9-10.",
  reserved: "{name} reserved {parts}.",
  completed: "{name} completed {parts}. May Allah accept it.",
  cancelled: "{name} cancelled {parts}; available again.",
  taken: "{parts} {count, plural, one {is} other {are}} already taken by {name}.",
  takenAnonymously: "{parts} {count, plural, one {is} other {are}} already taken.",
  alreadyCompleted: "{parts} {count, plural, one {is} other {are}} already completed.",
  completedNoCancel:
    "{parts} {count, plural, one {is already completed, so it} other {are already completed, so they}} cannot be cancelled.",
  alsoUnavailable: "{parts} {count, plural, one {is} other {are}} not available either.",
  outOfRange: "This Khatm has no {parts}. Choose from 1 to {max}.",
  notYoursDone: "You have not reserved {parts}, so you cannot mark {count, plural, one {it} other {them}} completed.",
  notYoursDrop: "You have not reserved {parts}, so you cannot cancel {count, plural, one {it} other {them}}.",
  unlinked: 'This group no longer follows "{name}".',
  adminOnly: "Only an administrator of this group can unlink it.",
  groupsOnly:
    'Add me to a group to run a Khatm there: open the Khatm\'s Share dialog and choose "Add to a Telegram group".',
  reminder: 'A reminder from "{name}": {readers}, your reading is waiting for you.',
  groupNotFound: "This Telegram group is not linked to this Khatm.",
  webhookSecret: "Only Telegram may call this address.",
  webhookMalformed: "This is not a Telegram update.",
  failed: "Something went wrong. Please try again in a moment.",
  commandKhatm: "Link this group to a Khatm by its 6-digit code",
  commandTake: "Reserve parts: /take 5, /take 5 6 7, /take 9-10",
  commandDone: "Mark your parts completed: /done 5",
  commandDrop: "Cancel your parts: /drop 5",
  commandList: "Post the Khatm's list again",
  commandUnlink: "Unlink this group from its Khatm (administrators)",
} satisfies Record<string, string>;
