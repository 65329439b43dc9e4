import type { NamespaceOf } from "../../catalogue";

/** Parts of a khatm by its division (issue 24): each part's label, lists of parts, and the create form's choice. */
export default {
  juz: "الجزء {number}",
  hizb: "الحزب {number}",
  quarter: "الربع {number}",
  page: "الصفحة {number}",
  surah: "{number}. {name}",
  juzList: "جزء {list}",
  hizbList: "حزب {list}",
  quarterList: "ربع {list}",
  pageList: "صفحة {list}",
  surahList: "سورة {list}",
  juzUnit: "جزء",
  hizbUnit: "حزب",
  quarterUnit: "ربع",
  pageUnit: "صفحة",
  surahUnit: "سورة",
  noneSelected: "لم تختر أي قسم",
  divideBy: "التقسيم حسب",
  optionJuz: "الأجزاء ({count} قسمًا)",
  optionHizb: "الأحزاب ({count} قسمًا)",
  optionQuarter: "الأرباع ({count} قسمًا)",
  optionPage: "الصفحات ({count} قسمًا)",
  optionSurah: "السور ({count} قسمًا)",
} satisfies NamespaceOf<"parts">;
