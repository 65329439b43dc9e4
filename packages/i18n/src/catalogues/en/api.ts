/**
 * What the API says to a person: its refusals (400-429) and the answers of its actions, in the requester's language.
 * The English words are the API's contract (the spec's and the tests'): keep them exactly.
 */
export default {
  internal: "Something went wrong on our side. Please try again.",
  emailUnavailable: "E-mail is not set up on this site yet. Please try again later.",
  noSuchEndpoint: "No such API endpoint.",
  pleaseLogIn: "Please log in",
  bodyTooLarge: "The request body is too large (at most {kb} KB).",
  bodyNotJson: "The request body must be JSON (Content-Type: application/json).",
  bodyInvalidJson: "The request body is not valid JSON.",
  invalidRequest: "Invalid request {where, select, json {body} query {query parameters} param {path} other {input}}.",
  invalidRequestBecause:
    "Invalid request {where, select, json {body} query {query parameters} param {path} other {input}}: {reason}",
  fieldMessage: "{field}: {message}",
  sentences: "{first} {second}",
  notWebSocket: "This address is a WebSocket: open it with an Upgrade: websocket request.",
  khatmNotFound: "Khatm not found",
  juzNotFound: "Juz not found",
  reserveRefused:
    "{juz} {count, plural, one {is} other {are}} no longer available. Please choose {count, plural, one {another juz} other {other juz}}.",
  cancelRefused: "{juz} {count, plural, one {is} other {are}} not reserved, so there is no reservation to cancel.",
  transferRefused:
    "{juz} {count, plural, one {is not reserved, so it} other {are not reserved, so they}} cannot be transferred.",
  completeRefused:
    "{juz} {count, plural, one {is not reserved, so it} other {are not reserved, so they}} cannot be marked as completed.",
  uncompleteRefused:
    "{juz} {count, plural, one {is not completed, so it} other {are not completed, so they}} cannot be marked as not completed.",
  anonymityRefused:
    "{juz} {count, plural, one {is} other {are}} not reserved, so there is no reader to show anonymously.",
  releaseRefused:
    "{juz} {count, plural, one {is already completed, so it} other {are already completed, so they}} cannot be freed.",
  creatorOnly:
    "Only the creator of this Khatm can {action, select, delete {delete it} reserveOnBehalf {reserve juz on behalf of other readers} transfer {transfer juz} uncomplete {mark juz as not completed} activities {see its recent activity} dedication {change its dedication} remind {send reminders} settings {change its settings} nextRound {start its next round} importList {import a list} organizers {choose its organizers} other {do this}}.",
  creatorEmailMismatch: "The email you entered does not match the creator's email.",
  ownJuzOnly:
    "You can only {action, select, cancel {cancel your own reservations} other {mark your own juz as completed}}. Use the browser you reserved with, or sign in with the email you reserved with.",
  readerEmailMismatch: "The email you entered does not match the email this juz was reserved with.",
  holderOnly:
    "Only the reader of a juz can change how they are shown. Use the browser you reserved with, or sign in with the email you reserved with.",
  anonymityChanged:
    "You are now shown {shown, select, anonymous {as an anonymous reader} other {by your name}} for {juz}.",
  readerEmailRequired: "Please provide your email address to continue",
  rateLimited: "Too many attempts. Please wait a minute and try again.",
  rateLimitedCreateKhatm: "Too many Khatms created from this connection. Please try again in an hour.",
  rateLimitedReserve: "Too many reservations from this connection. Please try again in a few minutes.",
  rateLimitedReport: "Too many reports from this connection. Please try again later.",
  rateLimitedChanges: "Too many changes from this connection. Please try again in a few minutes.",
  rateLimitedStopLink: "Too many attempts with this link. Please try again later.",
  cancelled:
    "{count, plural, one {Reservation} other {Reservations}} for {juz} {count, plural, one {has} other {have}} been cancelled.",
  transferred: "{juz} has been transferred to {name}.",
  completed: "{juz} {count, plural, one {has} other {have}} been marked as completed.",
  uncompleted: "{juz} {count, plural, one {has} other {have}} been marked as not completed.",
  reminderTooSoon: "A reminder was already sent today. You can send the next one after {time} UTC.",
  noReaderToRemind: "No reader with open juz has an email address to remind.",
  reminderSent: "A reminder is on its way to {count, plural, one {# reader} other {# readers}}.",
  remindersStopped: 'You will get no more reminders from the Khatm "{name}".',
  reminderLinkGone: "This link is no longer valid. You have no open juz in this Khatm.",
  noAutoNextRound: "This Khatm does not start its next round by itself.",
  nextRoundNotYet: "The next round can start once all {count} juz are completed.",
  nextRoundTaken: "Round {round} has already been started.",
  roundStarted:
    "Round {round} has started: {mode, select, rotate {{count, plural, one {# reader has} other {# readers have}} their next juz reserved} other {{count, plural, one {# reader is} other {# readers are}} invited}}.",
  reportOnlyPublic: "Only public Khatms can be reported.",
  reportReceived: "Thank you. Your report has been received.",
  reviewLinkInvalid: "This review link is not valid.",
  reviewLinkUsed: "This review link has already been used or is no longer valid.",
  stopLinkInvalid: "This link is not valid. Please use the link from your latest e-mail.",
  signInLinkInvalid: "This sign-in link is invalid or has expired. Please request a new one.",
  magicLinkSent: "Check your email for a login link",
  accountCreated: "Account created successfully! Check your email for login instructions.",
  loggedOut: "You have been logged out.",
  listProgress: "{reserved}/{total} reserved · {completed} completed",
  importRefused: "Another reader holds {juz}. Change the list or the board, then apply it again.",
  listApplied: "List applied: {juz} updated.",
  listUnchanged: "Nothing to change: the board already matches the list.",
  pushOff: "Notifications are not set up on this site.",
  pushNeedsReader: "Reserve a juz or sign in first: notifications go to a reader's or an account's devices.",
  pushDeviceNotFound: "This device does not get your notifications.",
} satisfies Record<string, string>;
