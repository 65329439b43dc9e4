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
  groupFree: "{free} tersedia dari {total}",
  nextFree: "Pilih {count} {unit} berikutnya yang tersedia",
  groupsTitle: "Bagian per juz",
  groupsHint: "Ketuk juz untuk melihat bagiannya.",
  plusOthers: "+{others}",
  read: "Baca {part}",
  emailLine: "- {part}: {surahs}",
  emailReadLine: "  Baca {part}: {link}",
  availableTitle:
    "{division, select, hizb {Hizb yang Tersedia} quarter {Rubuk yang Tersedia} page {Halaman yang Tersedia} surah {Surah yang Tersedia} other {Bagian yang Tersedia}}",
  pickHint: "Ketuk {unit} yang ingin Anda baca, lalu ambil di bawah.",
  reserveTitle:
    "{division, select, hizb {Ambil Hizb yang Dipilih} quarter {Ambil Rubuk yang Dipilih} page {Ambil Halaman yang Dipilih} surah {Ambil Surah yang Dipilih} other {Ambil Bagian yang Dipilih}}",
  reserveButton: "{count, plural, =1 {Ambil {part}} other {Ambil # {unit}}}",
  reserved:
    "{count, plural, =1 {Anda berhasil mengambil {parts}.} other {Anda berhasil mengambil # {unit}: {parts}.}} Terima kasih atas partisipasi Anda dalam khataman ini.",
  reservedOnBehalf:
    "{count, plural, =1 {Anda berhasil mengambilkan {parts} atas nama {name}.} other {Anda berhasil mengambilkan # {unit} atas nama {name}: {parts}.}}",
  cancelText: "Batalkan pengambilan {juzList}? Semua {unit} tersebut akan tersedia lagi untuk pembaca lain.",
  uncompleteText: "Tandai {juzList} belum selesai? Semua {unit} tersebut kembali berstatus diambil oleh pembacanya.",
  completeManyTitle:
    "{division, select, hizb {Tandai Beberapa Hizb Selesai} quarter {Tandai Beberapa Rubuk Selesai} page {Tandai Beberapa Halaman Selesai} surah {Tandai Beberapa Surah Selesai} other {Tandai Beberapa Bagian Selesai}}",
  allRead: "Semua {total} {unit} telah dibaca.",
  completionMail:
    'Alhamdulillah, semua {total} {unit} khataman "{name}" telah dibaca. Terima kasih sudah ikut serta; semoga Allah menerimanya dari semua yang membaca.',
  completionMailHtml:
    "Alhamdulillah, semua {total} {unit} khataman {name} telah dibaca. Terima kasih sudah ikut serta; semoga Allah menerimanya dari semua yang membaca.",
  fullyReservedSubject: 'Semua {total} {unit} "{name}" sudah diambil',
  fullyReservedHeading: "Semua {unit} sudah diambil",
  fullyReserved:
    "Semua {total} {unit} khataman Anda kini sudah diambil. Anda dapat mengikuti perkembangan para pembaca di halamannya.",
  completedMail:
    "Alhamdulillah, semua {total} {unit} khataman Anda telah dibaca. Semoga Allah menerimanya dari setiap orang yang ikut serta.",
  autoNextRound: "Setelah semua {total} {unit} selesai",
  nextRoundNotYet: "Putaran berikutnya dapat dimulai setelah semua {count} {unit} selesai.",
  myCancelText: 'Batalkan pengambilan {part} di "{name}"? Bagian itu akan tersedia lagi untuk diambil pembaca lain.',
  importConfirmText:
    "{juzList} akan dipesan atas nama pembaca yang disebut, dan yang bertanda ✅ ditandai selesai. Setiap {unit} yang sudah dipegang pembaca yang sama tetap seperti semula.",
} satisfies NamespaceOf<"parts">;
