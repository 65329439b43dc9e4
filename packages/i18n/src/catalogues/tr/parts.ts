import type { NamespaceOf } from "../../catalogue";

/** Parts of a khatm by its division (issue 24): each part's label, lists of parts, and the create form's choice. */
export default {
  juz: "Cüz {number}",
  hizb: "Hizb {number}",
  quarter: "Çeyrek {number}",
  page: "Sayfa {number}",
  surah: "{number}. {name}",
  juzList: "Cüz {list}",
  hizbList: "Hizb {list}",
  quarterList: "Çeyrek {list}",
  pageList: "Sayfa {list}",
  surahList: "Sure {list}",
  juzUnit: "cüz",
  hizbUnit: "hizb",
  quarterUnit: "çeyrek",
  pageUnit: "sayfa",
  surahUnit: "sure",
  noneSelected: "Bölüm seçilmedi",
  divideBy: "Bölme şekli",
  optionJuz: "Cüz ({count} bölüm)",
  optionHizb: "Hizb ({count} bölüm)",
  optionQuarter: "Çeyrek ({count} bölüm)",
  optionPage: "Sayfa ({count} bölüm)",
  optionSurah: "Sure ({count} bölüm)",
  previewOpen:
    "{total} {unit} içinden {available} tanesi hâlâ açık: birini alın ve birlikte okuyun. {taken} alındı, {completed} tamamlandı.",
  previewFullyReserved: "Tamamı alındı: her bölümün bir okuyucusu var, {total} {unit} içinden {completed} tamamlandı.",
  previewCompleted: "Tamamlandı: {total} {unit} okundu.",
  imageAlt: "{name} ilerlemesi: {total} {unit} içinden {reserved} alındı",
  progress: "{reserved}/{total} {unit} alındı",
} satisfies NamespaceOf<"parts">;
