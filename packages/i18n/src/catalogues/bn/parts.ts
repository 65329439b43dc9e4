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
} satisfies NamespaceOf<"parts">;
