/** Parts of a khatm by its division (issue 24): each part's label, lists of parts, and the create form's choice. */
export default {
  juz: "Juz {number}",
  hizb: "Hizb {number}",
  quarter: "Quarter {number}",
  page: "Page {number}",
  surah: "{number}. {name}",
  juzList: "{count, plural, one {Juz {list}} other {Juz {list}}}",
  hizbList: "{count, plural, one {Hizb {list}} other {Hizb {list}}}",
  quarterList: "{count, plural, one {Quarter {list}} other {Quarters {list}}}",
  pageList: "{count, plural, one {Page {list}} other {Pages {list}}}",
  surahList: "{count, plural, one {Surah {list}} other {Surahs {list}}}",
  juzUnit: "juz",
  hizbUnit: "hizb",
  quarterUnit: "quarters",
  pageUnit: "pages",
  surahUnit: "surahs",
  counted:
    "{count, plural, one {# {division, select, juz {juz} hizb {hizb} quarter {quarter} page {page} surah {surah} recitation {recitation} other {part}}} other {# {division, select, juz {juz} hizb {hizb} quarter {quarters} page {pages} surah {surahs} recitation {recitations} other {parts}}}}",
  divideBy: "Divide by",
  optionJuz: "Juz ({count, plural, one {# part} other {# parts}})",
  optionHizb: "Hizb ({count, plural, one {# part} other {# parts}})",
  optionQuarter: "Quarters ({count, plural, one {# part} other {# parts}})",
  optionPage: "Pages ({count, plural, one {# part} other {# parts}})",
  optionSurah: "Surahs ({count, plural, one {# part} other {# parts}})",
  previewOpen:
    "{available} of {counted} still open: reserve one and read along. {taken} reserved, {completed} completed.",
  previewFullyReserved: "Fully reserved: every part has a reader, {completed} of {counted} completed.",
  previewCompleted: "Completed: all {counted} have been read.",
  imageAlt: "Progress of {name}: {reserved} of {counted} reserved",
  progress: "{reserved}/{counted} reserved",
  groupFree: "{free} free of {total}",
  nextFree: "Select the next free {counted}",
  groupsTitle: "Parts by juz",
  groupsHint: "Tap a juz to see its parts.",
  plusOthers: "+{others}",
  read: "Read {part}",
  emailLine: "- {part}: {surahs}",
  emailReadLine: "  Read {part}: {link}",
  availableTitle:
    "{division, select, hizb {Available Hizb} quarter {Available Quarters} page {Available Pages} surah {Available Surahs} other {Available Parts}}",
  pickHint: "Tap the {unit} you want to read, then reserve them below.",
  reserveTitle:
    "{division, select, hizb {Reserve Selected Hizb} quarter {Reserve Selected Quarters} page {Reserve Selected Pages} surah {Reserve Selected Surahs} other {Reserve Selected Parts}}",
  reserveButton: "Reserve {parts}",
  reserved: "You have successfully reserved {parts}. Thank you for your contribution to this Khatm.",
  reservedOnBehalf: "You have successfully reserved {parts} on behalf of {name}.",
  cancelText: "Cancel the reservation of {juzList}? These {unit} become available for other readers again.",
  uncompleteText: "Mark {juzList} as not completed? These {unit} go back to reserved for their readers.",
  completeManyTitle:
    "{division, select, hizb {Mark Multiple Hizb as Completed} quarter {Mark Multiple Quarters as Completed} page {Mark Multiple Pages as Completed} surah {Mark Multiple Surahs as Completed} other {Mark Multiple Parts as Completed}}",
  allRead: "All {counted} have been read.",
  completionMail:
    'Alhamdulillah, all {counted} of the Khatm "{name}" have been read. Thank you for taking part; may Allah accept it from everyone who read.',
  completionMailHtml:
    "Alhamdulillah, all {counted} of the Khatm {name} have been read. Thank you for taking part; may Allah accept it from everyone who read.",
  fullyReservedSubject: 'All {counted} of "{name}" are reserved',
  fullyReservedHeading: "All {unit} are reserved",
  fullyReserved: "All {counted} of your Khatm are now reserved. You can follow the readers' progress on its page.",
  completedMail:
    "Alhamdulillah, all {counted} of your Khatm have been read. May Allah accept it from everyone who took part.",
  autoNextRound: "When all {counted} are completed",
  nextRoundNotYet: "The next round can start once all {counted} are completed.",
  myCancelText: 'Cancel your reservation for {part} in "{name}"? It becomes available for other readers to reserve.',
  importConfirmText:
    "{juzList} will be reserved on behalf of the readers named, and those marked ✅ marked as completed. Any {unit} a reader already holds stay as they are.",
  noneSelected:
    "{division, select, hizb {No hizb selected} quarter {No quarter selected} page {No page selected} surah {No surah selected} other {No part selected}}",
  selectAtLeastOne:
    "{division, select, hizb {Please select at least one hizb to reserve} quarter {Please select at least one quarter to reserve} page {Please select at least one page to reserve} surah {Please select at least one surah to reserve} other {Please select at least one part to reserve}}",
  allReservedTitle: "All {unit} have been reserved for this Khatm.",
  loading: "Loading {unit}",
  loadFailed: "Could not load the {unit}",
  progressAndCompleted: "{reserved}/{counted} reserved · {completed} completed",
  confirmComplete: "Have you finished reading {part}? It will be marked as completed.",
  confirmCancel: "Cancel your reservation of {part}? It becomes available for others again.",
  boardTitle: "{division, select, hizb {Hizb} quarter {Quarters} page {Pages} surah {Surahs} other {Parts}}",
  boardHint: "Select {unit} of the same status to act on them together.",
  showParts: "Show {unit}",
  cannotMix:
    "You can only select multiple {unit} with the same status ({status, select, available {available} reserved {reserved} completed {completed} other {{status}}})",
  transferTitle: "Transfer {part}",
  detailsTitle: "{part} Details",
  importHint:
    "Paste the numbered list from your WhatsApp group. Each line like “1. Ahmed ✅” reserves {part} for its reader; ✅ marks it completed.",
  importPart: "{division, select, hizb {Hizb} quarter {Quarter} page {Page} surah {Surah} other {Part}}",
  importNoRows: "No {unit} found in this list yet.",
  unreadNoNumber:
    "{division, select, hizb {no hizb number} quarter {no quarter number} page {no page number} surah {no surah number} other {no part number}}",
  unreadOutOfRange:
    "{division, select, hizb {no such hizb} quarter {no such quarter} page {no such page} surah {no such surah} other {no such part}}",
  remindHelp: "Emails every reader with open {unit}. At most once a day.",
  staleSwitch: "Free {unit} not completed after a number of days",
  staleDays: "Free {unit} after (days)",
  rotate: "Rotate: each reader gets the {unit} after the ones they read, reserved for them, with an email",
  invite: "Invite: email last round's readers to choose their {unit}",
  mailSubject: 'Your {unit} in "{name}"',
  mailHeading: "Your reserved {unit}",
  reservedSelf: 'You have reserved {parts} in the Khatm "{name}":',
  reservedSelfHtml: "You have reserved {parts} in the Khatm {name}:",
  reservedBy: '{by} reserved {parts} for you in the Khatm "{name}":',
  reservedByHtml: "{by} reserved {parts} for you in the Khatm {name}:",
  reminderSubject: 'A reminder: your {unit} in "{name}"',
  reminderHeading: "A reminder about your {unit}",
  reminderIntro: 'A gentle reminder about your {unit} in the Khatm "{name}":',
  reminderIntroHtml: "A gentle reminder about your {unit} in the Khatm {name}:",
  reminderFromCreator: '{by} sends a gentle reminder about your {unit} in the Khatm "{name}":',
  reminderFromCreatorHtml: "{by} sends a gentle reminder about your {unit} in the Khatm {name}:",
  staleWarningSubject: 'Your {unit} in "{name}" will be freed tomorrow',
  staleWarningHeading: "Your {unit} will be freed tomorrow",
  staleWarningIntro:
    'This Khatm frees {unit} that are not completed within {days, plural, one {# day} other {# days}}, so others can read them. Tomorrow this happens to yours in the Khatm "{name}":',
  staleWarningIntroHtml:
    "This Khatm frees {unit} that are not completed within {days, plural, one {# day} other {# days}}, so others can read them. Tomorrow this happens to yours in the Khatm {name}:",
  staleReleasedSubject: 'Your {unit} in "{name}" are available again',
  staleReleasedHeading: "Your {unit} are available again",
  staleReleasedIntro:
    'Your {unit} were not completed within {days, plural, one {# day} other {# days}}, so they are available again for any reader of the Khatm "{name}":',
  staleReleasedIntroHtml:
    "Your {unit} were not completed within {days, plural, one {# day} other {# days}}, so they are available again for any reader of the Khatm {name}:",
  staleReleasedAfter: "You are welcome to reserve them again, or other {unit}, whenever you are ready.",
  chooseParts: "Choose your {unit}",
  selectAllStatus:
    "Select all {status, select, available {free} reserved {reserved} completed {completed} other {{status}}} ({count})",
  reserveRefused:
    "{juz} {count, plural, one {is} other {are}} no longer available. Please choose {count, plural, one {another one} other {others}}.",
  creatorOnly:
    "Only the creator of this Khatm can {action, select, reserveOnBehalf {reserve {unit} on behalf of other readers} transfer {transfer {unit}} uncomplete {mark {unit} as not completed} other {do this}}.",
  ownPartsOnly:
    "You can only {action, select, cancel {cancel your own reservations} other {mark your own {unit} as completed}}. Use the browser you reserved with, or sign in with the email you reserved with.",
  readerEmailMismatch: "The email you entered does not match the email this reservation was made with.",
  holderOnly:
    "Only the reader who reserved it can change how they are shown. Use the browser you reserved with, or sign in with the email you reserved with.",
  noReaderToRemind: "No reader with open {unit} has an email address to remind.",
  reminderLinkGone: "This link is no longer valid. You have no open {unit} in this Khatm.",
  roundStarted:
    "Round {round} has started: {mode, select, rotate {{count, plural, one {# reader has} other {# readers have}} their next {unit} reserved} other {{count, plural, one {# reader is} other {# readers are}} invited}}.",
  reservedTitle: "{parts} reserved",
} satisfies Record<string, string>;
