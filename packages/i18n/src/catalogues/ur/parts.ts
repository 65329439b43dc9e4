import type { NamespaceOf } from "../../catalogue";

/** Parts of a khatm by its division (issue 24): each part's label, lists of parts, and the create form's choice. */
export default {
  juz: "پارہ {number}",
  hizb: "حزب {number}",
  quarter: "ربع {number}",
  page: "صفحہ {number}",
  surah: "{number}. {name}",
  juzList: "پارہ {list}",
  hizbList: "حزب {list}",
  quarterList: "ربع {list}",
  pageList: "صفحہ {list}",
  surahList: "سورہ {list}",
  juzUnit: "پارے",
  hizbUnit: "حزب",
  quarterUnit: "ربع",
  pageUnit: "صفحات",
  surahUnit: "سورتیں",
  noneSelected: "کوئی حصہ منتخب نہیں",
  divideBy: "تقسیم بلحاظ",
  optionJuz: "پارے ({count} حصے)",
  optionHizb: "احزاب ({count} حصے)",
  optionQuarter: "ارباع ({count} حصے)",
  optionPage: "صفحات ({count} حصے)",
  optionSurah: "سورتیں ({count} حصے)",
} satisfies NamespaceOf<"parts">;
