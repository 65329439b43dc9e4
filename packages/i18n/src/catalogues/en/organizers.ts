/**
 * Issue 37, organizing together: the creator's co-organizers on the board, their invitation e-mail, the API's
 * refusals and the feed's sentences naming the organizer who acted. {name} is the khatm's name ({by} the creator's),
 * escaped; {organizer} an organizer's name or address.
 */
export default {
  title: "Organizers",
  intro:
    "Organizers can do everything you can on this Khatm except delete it and choose its organizers. They sign in with the address you add.",
  creator: "{name} (creator)",
  none: "No other organizers yet.",
  emailLabel: "Organizer's email",
  add: "Add organizer",
  remove: "Remove",
  removeLabel: "Remove {email} as organizer",
  added: "{email} is now an organizer. An invitation is on its way.",
  removed: "{email} is no longer an organizer.",
  loadFailed: "Could not load the organizers",
  badge: "Organizer",
  creatorsOwn: "This is the creator's own address: the creator already organizes this Khatm.",
  tooMany: "A Khatm can have at most {max, plural, one {# organizer} other {# organizers}} besides its creator.",
  notFound: "This address is not an organizer of this Khatm.",
  invitationSubject: "You are now an organizer of {name}",
  invitationHeading: "You are an organizer",
  invitation: '{by} added you as an organizer of the Khatm "{name}".',
  invitationHtml: "{by} added you as an organizer of the Khatm {name}.",
  invitationSignIn:
    "Sign in with {email} to organize it: reserve for readers, mark juz as completed, send reminders and change its settings.",
  boardLine: "Open the board: {link}",
  openBoard: "Open the board",
  activityReserved: "{organizer} reserved {juz} for {reader}",
  activityCancelled: "{organizer} cancelled the reservation of {juz} by {readers}",
  activityCompleted: "{organizer} marked {juz} as completed",
  activityUncompleted: "{organizer} marked {juz} as not completed",
  activityTransferred: "{organizer} transferred {juz} from {from} to {to}",
} satisfies Record<string, string>;
