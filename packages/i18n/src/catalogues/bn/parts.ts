import type { NamespaceOf } from "../../catalogue";

/** Parts of a khatm by its division (issue 24): each part's label, lists of parts, and the create form's choice. */
export default {
  juz: "পারা {number}",
  hizb: "হিজব {number}",
  quarter: "রুবু {number}",
  page: "পৃষ্ঠা {number}",
  surah: "{number}. {name}",
  juzList: "{count, plural, one {পারা {list}} other {পারা {list}}}",
  hizbList: "{count, plural, one {হিজব {list}} other {হিজব {list}}}",
  quarterList: "{count, plural, one {রুবু {list}} other {রুবু {list}}}",
  pageList: "{count, plural, one {পৃষ্ঠা {list}} other {পৃষ্ঠা {list}}}",
  surahList: "{count, plural, one {সূরা {list}} other {সূরা {list}}}",
  juzUnit: "পারা",
  hizbUnit: "হিজব",
  quarterUnit: "রুবু",
  pageUnit: "পৃষ্ঠা",
  surahUnit: "সূরা",
  counted:
    "{count, plural, one {#টি {division, select, juz {পারা} hizb {হিজব} quarter {রুবু} page {পৃষ্ঠা} surah {সূরা} recitation {তিলাওয়াত} other {অংশ}}} other {#টি {division, select, juz {পারা} hizb {হিজব} quarter {রুবু} page {পৃষ্ঠা} surah {সূরা} recitation {তিলাওয়াত} other {অংশ}}}}",
  divideBy: "যেভাবে ভাগ করবেন",
  optionJuz: "পারা ({count, plural, one {# ভাগ} other {# ভাগ}})",
  optionHizb: "হিজব ({count, plural, one {# ভাগ} other {# ভাগ}})",
  optionQuarter: "রুবু ({count, plural, one {# ভাগ} other {# ভাগ}})",
  optionPage: "পৃষ্ঠা ({count, plural, one {# ভাগ} other {# ভাগ}})",
  optionSurah: "সূরা ({count, plural, one {# ভাগ} other {# ভাগ}})",
  previewOpen:
    "{counted}-এর মধ্যে {available}টি এখনও খোলা: একটি নিন এবং একসাথে পড়ুন। {taken}টি নেওয়া হয়েছে, {completed}টি সম্পন্ন।",
  previewFullyReserved: "সব নেওয়া হয়ে গেছে: প্রতিটি অংশের একজন পাঠক আছেন, {counted}-এর মধ্যে {completed}টি সম্পন্ন।",
  previewCompleted: "সম্পন্ন: সব {counted} পড়া হয়েছে।",
  imageAlt: "{name}-এর অগ্রগতি: {counted}-এর মধ্যে {reserved}টি নেওয়া হয়েছে",
  progress: "{reserved}/{counted} নেওয়া",
  groupFree: "{total}টির মধ্যে {free}টি খালি",
  nextFree: "পরের খালি {counted} বাছাই করুন",
  groupsTitle: "পারা অনুযায়ী অংশ",
  groupsHint: "অংশগুলো দেখতে একটি পারায় চাপ দিন।",
  plusOthers: "+{others}",
  read: "{part} পড়ুন",
  emailLine: "- {part}: {surahs}",
  emailReadLine: "  {part} পড়ুন: {link}",
  availableTitle: "{division, select, hizb {খালি হিজব} quarter {খালি রুবু} page {খালি পৃষ্ঠা} surah {খালি সূরা} other {খালি অংশ}}",
  pickHint: "যে {unit} পড়তে চান সেগুলোতে চাপুন, তারপর নিচে থেকে নিয়ে নিন।",
  reserveTitle:
    "{division, select, hizb {বাছাই করা হিজব নিন} quarter {বাছাই করা রুবু নিন} page {বাছাই করা পৃষ্ঠা নিন} surah {বাছাই করা সূরা নিন} other {বাছাই করা অংশ নিন}}",
  reserveButton: "{parts} নিন",
  reserved: "আপনি সফলভাবে {parts} নিয়েছেন। এই খতমে অংশ নেওয়ার জন্য জাযাকাল্লাহু খাইরান।",
  reservedOnBehalf: "আপনি {name}-এর হয়ে সফলভাবে {parts} নিয়েছেন।",
  cancelText: "{juzList} ফেরত দেবেন? এই {unit} আবার অন্য পাঠকদের জন্য খালি হয়ে যাবে।",
  uncompleteText: "{juzList} অসম্পন্ন হিসেবে চিহ্নিত করবেন? এই {unit} আবার তাদের পাঠকদের নেওয়া অবস্থায় ফিরে যাবে।",
  completeManyTitle:
    "{division, select, hizb {একাধিক হিজব সম্পন্ন হিসেবে চিহ্নিত করুন} quarter {একাধিক রুবু সম্পন্ন হিসেবে চিহ্নিত করুন} page {একাধিক পৃষ্ঠা সম্পন্ন হিসেবে চিহ্নিত করুন} surah {একাধিক সূরা সম্পন্ন হিসেবে চিহ্নিত করুন} other {একাধিক অংশ সম্পন্ন হিসেবে চিহ্নিত করুন}}",
  allRead: "সব {counted} পড়া হয়েছে।",
  completionMail:
    "আলহামদুলিল্লাহ, “{name}” খতমের সব {counted} পড়া হয়েছে। অংশ নেওয়ার জন্য ধন্যবাদ; যাঁরা পড়েছেন, আল্লাহ সবার কাছ থেকে কবুল করুন।",
  completionMailHtml:
    "আলহামদুলিল্লাহ, {name} খতমের সব {counted} পড়া হয়েছে। অংশ নেওয়ার জন্য ধন্যবাদ; যাঁরা পড়েছেন, আল্লাহ সবার কাছ থেকে কবুল করুন।",
  fullyReservedSubject: "“{name}”-এর সব {counted} নেওয়া হয়ে গেছে",
  fullyReservedHeading: "সব {unit} নেওয়া হয়েছে",
  fullyReserved: "আপনার খতমের সব {counted} এখন নেওয়া হয়ে গেছে। খতমের পেজে পাঠকদের অগ্রগতি দেখতে পারবেন।",
  completedMail: "আলহামদুলিল্লাহ, আপনার খতমের সব {counted} পড়া হয়েছে। আল্লাহ অংশগ্রহণকারী সবার কাছ থেকে কবুল করুন।",
  autoNextRound: "সব {counted} সম্পন্ন হলে",
  nextRoundNotYet: "সব {counted} সম্পন্ন হলে পরের রাউন্ড শুরু করা যাবে।",
  myCancelText: "“{name}” খতমের {part} ফেরত দেবেন? এটি আবার অন্য পাঠকদের নেওয়ার জন্য খালি হয়ে যাবে।",
  importConfirmText:
    "{juzList} উল্লিখিত পাঠকদের পক্ষে নেওয়া হবে, আর ✅ চিহ্নিতগুলো সম্পন্ন হিসেবে চিহ্নিত হবে। যে {unit} ইতিমধ্যে সেই পাঠকের কাছে আছে তা যেমন আছে তেমন থাকবে।",
  noneSelected:
    "{division, select, hizb {কোনো হিজব বাছাই করা হয়নি} quarter {কোনো রুবু বাছাই করা হয়নি} page {কোনো পৃষ্ঠা বাছাই করা হয়নি} surah {কোনো সূরা বাছাই করা হয়নি} other {কোনো অংশ বাছাই করা হয়নি}}",
  selectAtLeastOne:
    "{division, select, hizb {অনুগ্রহ করে নেওয়ার জন্য অন্তত একটি হিজব বাছাই করুন} quarter {অনুগ্রহ করে নেওয়ার জন্য অন্তত একটি রুবু বাছাই করুন} page {অনুগ্রহ করে নেওয়ার জন্য অন্তত একটি পৃষ্ঠা বাছাই করুন} surah {অনুগ্রহ করে নেওয়ার জন্য অন্তত একটি সূরা বাছাই করুন} other {অনুগ্রহ করে নেওয়ার জন্য অন্তত একটি অংশ বাছাই করুন}}",
  allReservedTitle: "এই খতমের সব {unit} নেওয়া হয়ে গেছে।",
  loading: "{unit} লোড হচ্ছে",
  loadFailed: "{unit} লোড করা যায়নি",
  progressAndCompleted: "{counted}-এর মধ্যে {reserved}টি নেওয়া হয়েছে · {completed}টি সম্পন্ন",
  confirmComplete: "{part} পড়া শেষ করেছেন? এটি সম্পন্ন হিসেবে চিহ্নিত হবে।",
  confirmCancel: "{part} ফেরত দেবেন? এটি আবার অন্যদের জন্য খালি হয়ে যাবে।",
  boardTitle: "{division, select, hizb {হিজব} quarter {রুবু} page {পৃষ্ঠা} surah {সূরা} other {অংশ}}",
  boardHint: "একই অবস্থার {unit} বাছাই করুন, তাহলে সবগুলোর ওপর একসাথে কাজ করতে পারবেন।",
  showParts: "{unit} দেখান",
  cannotMix:
    "একাধিক {unit} শুধু তখনই বাছাই করা যায় যখন সবগুলোর অবস্থা একই ({status, select, available {খালি} reserved {নেওয়া} completed {সম্পন্ন} other {{status}}})",
  transferTitle: "{part} হস্তান্তর করুন",
  detailsTitle: "{part}-এর বিস্তারিত",
  importHint:
    "আপনার হোয়াটসঅ্যাপ গ্রুপের নম্বরযুক্ত তালিকা পেস্ট করুন। “1. আহমেদ ✅”-এর মতো প্রতিটি লাইন {part} তার পাঠকের জন্য নেয়; ✅ মানে সম্পন্ন।",
  importPart: "{division, select, hizb {হিজব} quarter {রুবু} page {পৃষ্ঠা} surah {সূরা} other {অংশ}}",
  importNoRows: "এই তালিকায় এখনও কোনো {unit} পাওয়া যায়নি।",
  unreadNoNumber:
    "{division, select, hizb {হিজবের নম্বর নেই} quarter {রুবুর নম্বর নেই} page {পৃষ্ঠার নম্বর নেই} surah {সূরার নম্বর নেই} other {অংশের নম্বর নেই}}",
  unreadOutOfRange:
    "{division, select, hizb {এমন কোনো হিজব নেই} quarter {এমন কোনো রুবু নেই} page {এমন কোনো পৃষ্ঠা নেই} surah {এমন কোনো সূরা নেই} other {এমন কোনো অংশ নেই}}",
  remindHelp: "যাঁদের {unit} এখনো সম্পন্ন হয়নি, এমন প্রত্যেক পাঠককে ইমেইল পাঠায়। দিনে সর্বোচ্চ একবার।",
  staleSwitch: "নির্দিষ্ট কয়েক দিনে সম্পন্ন না হওয়া {unit} ছেড়ে দিন",
  staleDays: "{unit} ছেড়ে দিন (কত দিন পর)",
  rotate: "পালাক্রম: প্রত্যেক পাঠক যা পড়েছেন তার পরের {unit} তাঁর জন্য নেওয়া থাকবে, সঙ্গে একটি ইমেইল",
  invite: "দাওয়াত: আগের রাউন্ডের পাঠকদের ইমেইল করুন, যাতে তাঁরা নিজেদের {unit} বেছে নেন",
  mailSubject: "“{name}”-এ আপনার {unit}",
  mailHeading: "আপনার নেওয়া {unit}",
  reservedSelf: "আপনি “{name}” খতমে {parts} নিয়েছেন:",
  reservedSelfHtml: "আপনি {name} খতমে {parts} নিয়েছেন:",
  reservedBy: "{by} “{name}” খতমে আপনার জন্য {parts} নিয়েছেন:",
  reservedByHtml: "{by} {name} খতমে আপনার জন্য {parts} নিয়েছেন:",
  reminderSubject: "মনে করিয়ে দেওয়া: “{name}”-এ আপনার {unit}",
  reminderHeading: "আপনার {unit} সম্পর্কে মনে করিয়ে দেওয়া",
  reminderIntro: "“{name}” খতমে আপনার {unit}-এর কথা বিনীতভাবে মনে করিয়ে দিচ্ছি:",
  reminderIntroHtml: "{name} খতমে আপনার {unit}-এর কথা বিনীতভাবে মনে করিয়ে দিচ্ছি:",
  reminderFromCreator: "{by} “{name}” খতমে আপনার {unit}-এর কথা বিনীতভাবে মনে করিয়ে দিচ্ছেন:",
  reminderFromCreatorHtml: "{by} {name} খতমে আপনার {unit}-এর কথা বিনীতভাবে মনে করিয়ে দিচ্ছেন:",
  staleWarningSubject: "“{name}”-এ আপনার {unit} আগামীকাল ছেড়ে দেওয়া হবে",
  staleWarningHeading: "আপনার {unit} আগামীকাল ছেড়ে দেওয়া হবে",
  staleWarningIntro:
    "এই খতম {days, plural, one {# দিনের} other {# দিনের}} মধ্যে সম্পন্ন না হওয়া {unit} ছেড়ে দেয়, যাতে অন্যরা পড়তে পারেন। আগামীকাল “{name}” খতমে আপনার অংশের ক্ষেত্রে এটি ঘটবে:",
  staleWarningIntroHtml:
    "এই খতম {days, plural, one {# দিনের} other {# দিনের}} মধ্যে সম্পন্ন না হওয়া {unit} ছেড়ে দেয়, যাতে অন্যরা পড়তে পারেন। আগামীকাল {name} খতমে আপনার অংশের ক্ষেত্রে এটি ঘটবে:",
  staleReleasedSubject: "“{name}”-এ আপনার {unit} আবার খালি হয়েছে",
  staleReleasedHeading: "আপনার {unit} আবার খালি হয়েছে",
  staleReleasedIntro:
    "আপনার {unit} {days, plural, one {# দিনের} other {# দিনের}} মধ্যে সম্পন্ন হয়নি, তাই “{name}” খতমের যেকোনো পাঠকের জন্য আবার খালি হয়েছে:",
  staleReleasedIntroHtml:
    "আপনার {unit} {days, plural, one {# দিনের} other {# দিনের}} মধ্যে সম্পন্ন হয়নি, তাই {name} খতমের যেকোনো পাঠকের জন্য আবার খালি হয়েছে:",
  staleReleasedAfter: "যখনই প্রস্তুত হবেন, এগুলো বা অন্য {unit} আবার নিতে পারেন।",
  chooseParts: "আপনার {unit} বেছে নিন",
  selectAllStatus:
    "সব {status, select, available {খালি} reserved {নেওয়া} completed {সম্পন্ন} other {{status}}} বাছাই করুন ({count})",
  reserveRefused: "{juz} আর পাওয়া যাচ্ছে না। অনুগ্রহ করে {count, plural, one {অন্য অংশ} other {অন্য অংশ}} বেছে নিন।",
  creatorOnly:
    "শুধু এই খতমের নির্মাতা {action, select, reserveOnBehalf {অন্য পাঠকদের পক্ষে {unit} নিতে পারেন} transfer {{unit} হস্তান্তর করতে পারেন} uncomplete {{unit} অসম্পন্ন হিসেবে চিহ্নিত করতে পারেন} other {এটি করতে পারেন}}।",
  ownPartsOnly:
    "আপনি শুধু {action, select, cancel {নিজের নেওয়া অংশ ফেরত দিতে পারেন} other {নিজের {unit} সম্পন্ন হিসেবে চিহ্নিত করতে পারেন}}। যে ব্রাউজার থেকে নিয়েছিলেন সেটি ব্যবহার করুন, অথবা যে ইমেইল দিয়ে নিয়েছিলেন তা দিয়ে লগইন করুন।",
  readerEmailMismatch: "আপনার দেওয়া ইমেইল সেই ইমেইলের সাথে মেলে না, যা দিয়ে এটি নেওয়া হয়েছিল।",
  holderOnly:
    "শুধু যিনি নিয়েছেন সেই পাঠকই বদলাতে পারেন তাঁকে কীভাবে দেখানো হবে। যে ব্রাউজার থেকে নিয়েছিলেন সেটি ব্যবহার করুন, অথবা যে ইমেইল দিয়ে নিয়েছিলেন তা দিয়ে লগইন করুন।",
  noReaderToRemind: "খোলা {unit} আছে এমন কোনো পাঠকের অনুস্মারক পাঠানোর মতো ইমেইল ঠিকানা নেই।",
  reminderLinkGone: "এই লিংকটি আর বৈধ নয়। এই খতমে আপনার কোনো খোলা {unit} নেই।",
  roundStarted:
    "রাউন্ড {round} শুরু হয়েছে: {mode, select, rotate {{count, plural, one {# জন} other {# জন}} পাঠকের পরের {unit} নেওয়া হয়েছে} other {{count, plural, one {# জন} other {# জন}} পাঠককে আমন্ত্রণ জানানো হয়েছে}}।",
  reservedTitle: "{parts} নেওয়া হয়েছে",
} satisfies NamespaceOf<"parts">;
