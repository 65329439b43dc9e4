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
  groupFree: "{free} tersedia daripada {total}",
  nextFree: "Pilih {count} {unit} seterusnya yang tersedia",
  groupsTitle: "Bahagian mengikut juz",
  groupsHint: "Ketik juz untuk melihat bahagiannya.",
  plusOthers: "+{others}",
  read: "Baca {part}",
  emailLine: "- {part}: {surahs}",
  emailReadLine: "  Baca {part}: {link}",
  availableTitle:
    "{division, select, hizb {Hizb yang Masih Kosong} quarter {Suku yang Masih Kosong} page {Halaman yang Masih Kosong} surah {Surah yang Masih Kosong} other {Bahagian yang Masih Kosong}}",
  pickHint: "Ketik {unit} yang ingin anda baca, kemudian ambil di bawah.",
  reserveTitle:
    "{division, select, hizb {Ambil Hizb yang Dipilih} quarter {Ambil Suku yang Dipilih} page {Ambil Halaman yang Dipilih} surah {Ambil Surah yang Dipilih} other {Ambil Bahagian yang Dipilih}}",
  reserveButton: "{count, plural, =1 {Ambil {part}} other {Ambil # {unit}}}",
  reserved:
    "{count, plural, =1 {Anda berjaya mengambil {parts}.} other {Anda berjaya mengambil # {unit}: {parts}.}} Terima kasih atas sumbangan anda kepada khatam ini.",
  reservedOnBehalf:
    "{count, plural, =1 {Anda berjaya mengambilkan {parts} bagi pihak {name}.} other {Anda berjaya mengambilkan # {unit} bagi pihak {name}: {parts}.}}",
  cancelText: "Batalkan pengambilan {juzList}? Semua {unit} tersebut akan kosong semula untuk pembaca lain.",
  uncompleteText: "Tandakan {juzList} sebagai belum selesai? Semua {unit} tersebut kembali diambil oleh pembacanya.",
  completeManyTitle:
    "{division, select, hizb {Tandakan Beberapa Hizb Selesai} quarter {Tandakan Beberapa Suku Selesai} page {Tandakan Beberapa Halaman Selesai} surah {Tandakan Beberapa Surah Selesai} other {Tandakan Beberapa Bahagian Selesai}}",
  allRead: "Kesemua {total} {unit} telah dibaca.",
  completionMail:
    'Alhamdulillah, kesemua {total} {unit} khatam "{name}" telah dibaca. Terima kasih kerana menyertai; semoga Allah menerimanya daripada semua yang membaca.',
  completionMailHtml:
    "Alhamdulillah, kesemua {total} {unit} khatam {name} telah dibaca. Terima kasih kerana menyertai; semoga Allah menerimanya daripada semua yang membaca.",
  fullyReservedSubject: 'Kesemua {total} {unit} "{name}" telah diambil',
  fullyReservedHeading: "Setiap {unit} telah diambil",
  fullyReserved:
    "Kesemua {total} {unit} khatam anda kini telah diambil. Anda boleh mengikuti kemajuan para pembaca di halamannya.",
  completedMail:
    "Alhamdulillah, kesemua {total} {unit} khatam anda telah dibaca. Semoga Allah menerimanya daripada setiap orang yang menyertainya.",
  autoNextRound: "Apabila kesemua {total} {unit} selesai",
  nextRoundNotYet: "Pusingan seterusnya boleh bermula apabila kesemua {count} {unit} selesai.",
  myCancelText:
    'Batalkan pengambilan {part} dalam "{name}"? Bahagian itu akan kosong semula untuk diambil oleh pembaca lain.',
  importConfirmText:
    "{juzList} akan ditempah bagi pihak pembaca yang dinamakan, dan yang bertanda ✅ ditandakan selesai. Setiap {unit} yang sudah dipegang pembaca yang sama kekal seperti sedia ada.",
} satisfies NamespaceOf<"parts">;
