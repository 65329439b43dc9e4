import type { NamespaceOf } from "../../catalogue";

/** Parts of a khatm by its division (issue 24): each part's label, lists of parts, and the create form's choice. */
export default {
  juz: "Juz {number}",
  hizb: "Hizb {number}",
  quarter: "Rubuk {number}",
  page: "Halaman {number}",
  surah: "{number}. {name}",
  juzList: "Juz {list}",
  hizbList: "Hizb {list}",
  quarterList: "Rubuk {list}",
  pageList: "Halaman {list}",
  surahList: "Surah {list}",
  juzUnit: "juz",
  hizbUnit: "hizb",
  quarterUnit: "rubuk",
  pageUnit: "halaman",
  surahUnit: "surah",
  noneSelected: "Belum ada bagian yang dipilih",
  divideBy: "Bagi per",
  optionJuz: "Juz ({count} bagian)",
  optionHizb: "Hizb ({count} bagian)",
  optionQuarter: "Rubuk ({count} bagian)",
  optionPage: "Halaman ({count} bagian)",
  optionSurah: "Surah ({count} bagian)",
} satisfies NamespaceOf<"parts">;
