import type { NamespaceOf } from "../../catalogue";

/** Parts of a khatm by its division (issue 24): each part's label, lists of parts, and the create form's choice. */
export default {
  juz: "Juz {number}",
  hizb: "Hizb {number}",
  quarter: "Suku {number}",
  page: "Halaman {number}",
  surah: "{number}. {name}",
  juzList: "Juz {list}",
  hizbList: "Hizb {list}",
  quarterList: "Suku {list}",
  pageList: "Halaman {list}",
  surahList: "Surah {list}",
  juzUnit: "juz",
  hizbUnit: "hizb",
  quarterUnit: "suku",
  pageUnit: "halaman",
  surahUnit: "surah",
  noneSelected: "Tiada bahagian dipilih",
  divideBy: "Bahagikan mengikut",
  optionJuz: "Juz ({count} bahagian)",
  optionHizb: "Hizb ({count} bahagian)",
  optionQuarter: "Suku ({count} bahagian)",
  optionPage: "Halaman ({count} bahagian)",
  optionSurah: "Surah ({count} bahagian)",
  previewOpen:
    "{available} daripada {total} {unit} masih dibuka: tempah satu dan baca bersama. {taken} ditempah, {completed} selesai.",
  previewFullyReserved: "Penuh ditempah: setiap bahagian ada pembacanya, {completed} daripada {total} {unit} selesai.",
  previewCompleted: "Selesai: kesemua {total} {unit} telah dibaca.",
  imageAlt: "Kemajuan {name}: {reserved} daripada {total} {unit} ditempah",
  progress: "{reserved}/{total} {unit} ditempah",
} satisfies NamespaceOf<"parts">;
