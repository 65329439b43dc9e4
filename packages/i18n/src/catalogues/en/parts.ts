/** Parts of a khatm by its division (issue 24): each part's label, lists of parts, and the create form's choice. */
export default {
  juz: "Juz {number}",
  hizb: "Hizb {number}",
  quarter: "Quarter {number}",
  page: "Page {number}",
  surah: "{number}. {name}",
  juzList: "Juz {list}",
  hizbList: "Hizb {list}",
  quarterList: "Quarter {list}",
  pageList: "Page {list}",
  surahList: "Surah {list}",
  juzUnit: "juz",
  hizbUnit: "hizb",
  quarterUnit: "quarters",
  pageUnit: "pages",
  surahUnit: "surahs",
  noneSelected: "No part selected",
  divideBy: "Divide by",
  optionJuz: "Juz ({count} parts)",
  optionHizb: "Hizb ({count} parts)",
  optionQuarter: "Quarters ({count} parts)",
  optionPage: "Pages ({count} parts)",
  optionSurah: "Surahs ({count} parts)",
  previewOpen:
    "{available} of {total} {unit} still open: reserve one and read along. {taken} reserved, {completed} completed.",
  previewFullyReserved: "Fully reserved: every part has a reader, {completed} of {total} {unit} completed.",
  previewCompleted: "Completed: all {total} {unit} have been read.",
  imageAlt: "Progress of {name}: {reserved} of {total} {unit} reserved",
  progress: "{reserved}/{total} {unit} reserved",
  groupFree: "{free} free of {total}",
  nextFree: "Select the next {count} free {unit}",
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
  reserveButton: "{count, plural, =1 {Reserve {part}} other {Reserve # {unit}}}",
  reserved:
    "{count, plural, =1 {You have successfully reserved {parts}.} other {You have successfully reserved # {unit}: {parts}.}} Thank you for your contribution to this Khatm.",
  reservedOnBehalf:
    "{count, plural, =1 {You have successfully reserved {parts} on behalf of {name}.} other {You have successfully reserved # {unit} on behalf of {name}: {parts}.}}",
  cancelText: "Cancel the reservation of {juzList}? These {unit} become available for other readers again.",
  uncompleteText: "Mark {juzList} as not completed? These {unit} go back to reserved for their readers.",
  completeManyTitle:
    "{division, select, hizb {Mark Multiple Hizb as Completed} quarter {Mark Multiple Quarters as Completed} page {Mark Multiple Pages as Completed} surah {Mark Multiple Surahs as Completed} other {Mark Multiple Parts as Completed}}",
  allRead: "All {total} {unit} have been read.",
  completionMail:
    'Alhamdulillah, all {total} {unit} of the Khatm "{name}" have been read. Thank you for taking part; may Allah accept it from everyone who read.',
  completionMailHtml:
    "Alhamdulillah, all {total} {unit} of the Khatm {name} have been read. Thank you for taking part; may Allah accept it from everyone who read.",
  fullyReservedSubject: 'All {total} {unit} of "{name}" are reserved',
  fullyReservedHeading: "All {unit} are reserved",
  fullyReserved: "All {total} {unit} of your Khatm are now reserved. You can follow the readers' progress on its page.",
  completedMail:
    "Alhamdulillah, all {total} {unit} of your Khatm have been read. May Allah accept it from everyone who took part.",
  autoNextRound: "When all {total} {unit} are completed",
  nextRoundNotYet: "The next round can start once all {count} {unit} are completed.",
  myCancelText: 'Cancel your reservation for {part} in "{name}"? It becomes available for other readers to reserve.',
  importConfirmText:
    "{juzList} will be reserved on behalf of the readers named, and those marked ✅ marked as completed. Any {unit} a reader already holds stay as they are.",
} satisfies Record<string, string>;
