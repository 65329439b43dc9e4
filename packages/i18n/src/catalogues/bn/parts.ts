import type { NamespaceOf } from "../../catalogue";

/** Parts of a khatm by its division (issue 24): each part's label, lists of parts, and the create form's choice. */
export default {
  juz: "পারা {number}",
  hizb: "হিজব {number}",
  quarter: "রুবু {number}",
  page: "পৃষ্ঠা {number}",
  surah: "{number}. {name}",
  juzList: "পারা {list}",
  hizbList: "হিজব {list}",
  quarterList: "রুবু {list}",
  pageList: "পৃষ্ঠা {list}",
  surahList: "সূরা {list}",
  juzUnit: "পারা",
  hizbUnit: "হিজব",
  quarterUnit: "রুবু",
  pageUnit: "পৃষ্ঠা",
  surahUnit: "সূরা",
  noneSelected: "কোনো অংশ বাছাই করা হয়নি",
  divideBy: "যেভাবে ভাগ করবেন",
  optionJuz: "পারা ({count} ভাগ)",
  optionHizb: "হিজব ({count} ভাগ)",
  optionQuarter: "রুবু ({count} ভাগ)",
  optionPage: "পৃষ্ঠা ({count} ভাগ)",
  optionSurah: "সূরা ({count} ভাগ)",
  previewOpen:
    "{total} {unit}-এর মধ্যে {available}টি এখনও খোলা: একটি নিন এবং একসাথে পড়ুন। {taken}টি সংরক্ষিত, {completed}টি সম্পন্ন।",
  previewFullyReserved: "সম্পূর্ণ সংরক্ষিত: প্রতিটি অংশের একজন পাঠক আছেন, {total} {unit}-এর মধ্যে {completed}টি সম্পন্ন।",
  previewCompleted: "সম্পন্ন: সব {total} {unit} পড়া হয়েছে।",
  imageAlt: "{name}-এর অগ্রগতি: {total} {unit}-এর মধ্যে {reserved}টি সংরক্ষিত",
  progress: "{reserved}/{total} {unit} সংরক্ষিত",
  groupFree: "{total}টির মধ্যে {free}টি খালি",
  nextFree: "পরের {count}টি খালি {unit} বাছাই করুন",
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
  reserveButton: "{count, plural, =1 {{part} নিন} other {#টি {unit} নিন}}",
  reserved:
    "{count, plural, =1 {আপনি সফলভাবে {parts} নিয়েছেন।} other {আপনি সফলভাবে #টি {unit} নিয়েছেন: {parts}।}} এই খতমে অংশ নেওয়ার জন্য জাযাকাল্লাহু খাইরান।",
  reservedOnBehalf:
    "{count, plural, =1 {আপনি {name}-এর হয়ে সফলভাবে {parts} নিয়েছেন।} other {আপনি {name}-এর হয়ে সফলভাবে #টি {unit} নিয়েছেন: {parts}।}}",
  cancelText: "{juzList} ফেরত দেবেন? এই {unit} আবার অন্য পাঠকদের জন্য খালি হয়ে যাবে।",
  uncompleteText: "{juzList} অসম্পন্ন হিসেবে চিহ্নিত করবেন? এই {unit} আবার তাদের পাঠকদের নেওয়া অবস্থায় ফিরে যাবে।",
  completeManyTitle:
    "{division, select, hizb {একাধিক হিজব সম্পন্ন হিসেবে চিহ্নিত করুন} quarter {একাধিক রুবু সম্পন্ন হিসেবে চিহ্নিত করুন} page {একাধিক পৃষ্ঠা সম্পন্ন হিসেবে চিহ্নিত করুন} surah {একাধিক সূরা সম্পন্ন হিসেবে চিহ্নিত করুন} other {একাধিক অংশ সম্পন্ন হিসেবে চিহ্নিত করুন}}",
  allRead: "সব {total} {unit} পড়া হয়েছে।",
  completionMail:
    "আলহামদুলিল্লাহ, “{name}” খতমের সব {total} {unit} পড়া হয়েছে। অংশ নেওয়ার জন্য ধন্যবাদ; যাঁরা পড়েছেন, আল্লাহ সবার কাছ থেকে কবুল করুন।",
  completionMailHtml:
    "আলহামদুলিল্লাহ, {name} খতমের সব {total} {unit} পড়া হয়েছে। অংশ নেওয়ার জন্য ধন্যবাদ; যাঁরা পড়েছেন, আল্লাহ সবার কাছ থেকে কবুল করুন।",
  fullyReservedSubject: "“{name}”-এর সব {total} {unit} নেওয়া হয়ে গেছে",
  fullyReservedHeading: "সব {unit} নেওয়া হয়েছে",
  fullyReserved: "আপনার খতমের সব {total} {unit} এখন নেওয়া হয়ে গেছে। খতমের পেজে পাঠকদের অগ্রগতি দেখতে পারবেন।",
  completedMail: "আলহামদুলিল্লাহ, আপনার খতমের সব {total} {unit} পড়া হয়েছে। আল্লাহ অংশগ্রহণকারী সবার কাছ থেকে কবুল করুন।",
  autoNextRound: "সব {total} {unit} সম্পন্ন হলে",
  nextRoundNotYet: "সব {count} {unit} সম্পন্ন হলে পরের রাউন্ড শুরু করা যাবে।",
  myCancelText: "“{name}” খতমের {part} ফেরত দেবেন? এটি আবার অন্য পাঠকদের নেওয়ার জন্য খালি হয়ে যাবে।",
  importConfirmText:
    "{juzList} উল্লিখিত পাঠকদের পক্ষে সংরক্ষিত হবে, আর ✅ চিহ্নিতগুলো সম্পন্ন হিসেবে চিহ্নিত হবে। যে {unit} ইতিমধ্যে সেই পাঠকের কাছে আছে তা যেমন আছে তেমন থাকবে।",
} satisfies NamespaceOf<"parts">;
