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
  previewOpen:
    "{available} dari {total} {unit} masih terbuka: ambil satu dan ikut membaca. {taken} dipesan, {completed} selesai.",
  previewFullyReserved: "Sudah penuh: setiap bagian ada pembacanya, {completed} dari {total} {unit} selesai.",
  previewCompleted: "Selesai: semua {total} {unit} sudah dibaca.",
  imageAlt: "Kemajuan {name}: {reserved} dari {total} {unit} dipesan",
  progress: "{reserved}/{total} {unit} dipesan",
} satisfies NamespaceOf<"parts">;
