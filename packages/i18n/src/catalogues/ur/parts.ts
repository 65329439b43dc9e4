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
  previewOpen:
    "{total} {unit} میں سے {available} ابھی باقی ہیں: ایک لیں اور ساتھ پڑھیں۔ {taken} محفوظ، {completed} مکمل۔",
  previewFullyReserved: "مکمل طور پر محفوظ: ہر حصے کا ایک قاری ہے، {total} {unit} میں سے {completed} مکمل۔",
  previewCompleted: "مکمل: تمام {total} {unit} پڑھے جا چکے ہیں۔",
  imageAlt: "{name} کی پیش رفت: {total} {unit} میں سے {reserved} محفوظ",
  progress: "{reserved}/{total} {unit} محفوظ",
} satisfies NamespaceOf<"parts">;
