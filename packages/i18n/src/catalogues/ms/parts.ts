import type { NamespaceOf } from "../../catalogue";

/** Parts of a khatm by its division (issue 24): each part's label, lists of parts, and the create form's choice. */
export default {
  juz: "Juz {number}",
  hizb: "Hizb {number}",
  quarter: "Suku {number}",
  page: "Halaman {number}",
  surah: "{number}. {name}",
  juzList: "{count, plural, other {Juz {list}}}",
  hizbList: "{count, plural, other {Hizb {list}}}",
  quarterList: "{count, plural, other {Suku {list}}}",
  pageList: "{count, plural, other {Halaman {list}}}",
  surahList: "{count, plural, other {Surah {list}}}",
  juzUnit: "juz",
  hizbUnit: "hizb",
  quarterUnit: "suku",
  pageUnit: "halaman",
  surahUnit: "surah",
  counted:
    "{count, plural, other {# {division, select, juz {juz} hizb {hizb} quarter {suku} page {halaman} surah {surah} recitation {bacaan} other {bahagian}}}}",
  divideBy: "Bahagikan mengikut",
  optionJuz: "Juz ({count} bahagian)",
  optionHizb: "Hizb ({count} bahagian)",
  optionQuarter: "Suku ({count} bahagian)",
  optionPage: "Halaman ({count} bahagian)",
  optionSurah: "Surah ({count} bahagian)",
  previewOpen:
    "{available} daripada {counted} masih dibuka: ambil satu dan baca bersama. {taken} diambil, {completed} selesai.",
  previewFullyReserved: "Semua sudah diambil: setiap bahagian ada pembacanya, {completed} daripada {counted} selesai.",
  previewCompleted: "Selesai: kesemua {counted} telah dibaca.",
  imageAlt: "Kemajuan {name}: {reserved} daripada {counted} diambil",
  progress: "{reserved}/{counted} diambil",
  groupFree: "{free} tersedia daripada {total}",
  nextFree: "Pilih {counted} seterusnya yang tersedia",
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
  reserveButton: "Ambil {parts}",
  reserved: "Anda berjaya mengambil {parts}. Terima kasih atas sumbangan anda kepada khatam ini.",
  reservedOnBehalf: "Anda berjaya mengambilkan {parts} bagi pihak {name}.",
  cancelText: "Batalkan pengambilan {juzList}? Semua {unit} tersebut akan kosong semula untuk pembaca lain.",
  uncompleteText: "Tandakan {juzList} sebagai belum selesai? Semua {unit} tersebut kembali diambil oleh pembacanya.",
  completeManyTitle:
    "{division, select, hizb {Tandakan Beberapa Hizb Selesai} quarter {Tandakan Beberapa Suku Selesai} page {Tandakan Beberapa Halaman Selesai} surah {Tandakan Beberapa Surah Selesai} other {Tandakan Beberapa Bahagian Selesai}}",
  allRead: "Kesemua {counted} telah dibaca.",
  completionMail:
    'Alhamdulillah, kesemua {counted} khatam "{name}" telah dibaca. Terima kasih kerana menyertai; semoga Allah menerimanya daripada semua yang membaca.',
  completionMailHtml:
    "Alhamdulillah, kesemua {counted} khatam {name} telah dibaca. Terima kasih kerana menyertai; semoga Allah menerimanya daripada semua yang membaca.",
  fullyReservedSubject: 'Kesemua {counted} "{name}" telah diambil',
  fullyReservedHeading: "Setiap {unit} telah diambil",
  fullyReserved:
    "Kesemua {counted} khatam anda kini telah diambil. Anda boleh mengikuti kemajuan para pembaca di halamannya.",
  completedMail:
    "Alhamdulillah, kesemua {counted} khatam anda telah dibaca. Semoga Allah menerimanya daripada setiap orang yang menyertainya.",
  autoNextRound: "Apabila kesemua {counted} selesai",
  nextRoundNotYet: "Pusingan seterusnya boleh bermula apabila kesemua {counted} selesai.",
  myCancelText:
    'Batalkan pengambilan {part} dalam "{name}"? Bahagian itu akan kosong semula untuk diambil oleh pembaca lain.',
  importConfirmText:
    "{juzList} akan diambil bagi pihak pembaca yang dinamakan, dan yang bertanda ✅ ditandakan selesai. Setiap {unit} yang sudah dipegang pembaca yang sama kekal seperti sedia ada.",
  noneSelected:
    "{division, select, hizb {Tiada hizb dipilih} quarter {Tiada suku dipilih} page {Tiada halaman dipilih} surah {Tiada surah dipilih} other {Tiada bahagian dipilih}}",
  selectAtLeastOne:
    "{division, select, hizb {Sila pilih sekurang-kurangnya satu hizb untuk diambil} quarter {Sila pilih sekurang-kurangnya satu suku untuk diambil} page {Sila pilih sekurang-kurangnya satu halaman untuk diambil} surah {Sila pilih sekurang-kurangnya satu surah untuk diambil} other {Sila pilih sekurang-kurangnya satu bahagian untuk diambil}}",
  allReservedTitle: "Kesemua {unit} bagi khatam ini telah diambil.",
  loading: "Memuatkan {unit}",
  loadFailed: "Senarai {unit} tidak dapat dimuatkan",
  progressAndCompleted: "{reserved}/{counted} diambil · {completed} selesai",
  confirmComplete: "Sudahkah anda selesai membaca {part}? Bahagian ini akan ditandakan selesai.",
  confirmCancel: "Batalkan pengambilan {part}? Bahagian ini akan kosong semula untuk orang lain.",
  boardTitle:
    "{division, select, hizb {Senarai Hizb} quarter {Senarai Suku} page {Senarai Halaman} surah {Senarai Surah} other {Senarai Bahagian}}",
  boardHint: "Pilih {unit} yang sama statusnya untuk mengurusnya serentak.",
  showParts: "Paparkan {unit}",
  cannotMix:
    "Anda hanya boleh memilih beberapa {unit} yang sama statusnya ({status, select, available {kosong} reserved {diambil} completed {selesai} other {{status}}})",
  transferTitle: "Pindahkan {part}",
  detailsTitle: "Butiran {part}",
  importHint:
    "Tampal senarai bernombor daripada kumpulan WhatsApp anda. Setiap baris seperti “1. Ahmad ✅” mengambil {part} untuk pembacanya; ✅ menandakannya selesai.",
  importPart: "{division, select, hizb {Hizb} quarter {Suku} page {Halaman} surah {Surah} other {Bahagian}}",
  importNoRows: "Belum ada {unit} ditemui dalam senarai ini.",
  unreadNoNumber:
    "{division, select, hizb {tiada nombor hizb} quarter {tiada nombor suku} page {tiada nombor halaman} surah {tiada nombor surah} other {tiada nombor bahagian}}",
  unreadOutOfRange:
    "{division, select, hizb {hizb tidak wujud} quarter {suku tidak wujud} page {halaman tidak wujud} surah {surah tidak wujud} other {bahagian tidak wujud}}",
  remindHelp:
    "Menghantar e-mel kepada setiap pembaca yang masih memegang {unit} yang belum selesai. Paling kerap sekali sehari.",
  staleSwitch: "Lepaskan {unit} yang belum selesai selepas beberapa hari",
  staleDays: "Lepaskan {unit} selepas (hari)",
  rotate: "Gilir: setiap pembaca mendapat {unit} selepas yang dibacanya, diambilkan untuknya, dengan e-mel",
  invite: "Jemput: e-melkan pembaca pusingan lepas supaya memilih {unit} mereka",
  mailSubject: '{unit} anda dalam "{name}"',
  mailHeading: "{unit} yang anda ambil",
  reservedSelf: 'Anda telah mengambil {parts} dalam khatam "{name}":',
  reservedSelfHtml: "Anda telah mengambil {parts} dalam khatam {name}:",
  reservedBy: '{by} mengambil {parts} untuk anda dalam khatam "{name}":',
  reservedByHtml: "{by} mengambil {parts} untuk anda dalam khatam {name}:",
  reminderSubject: 'Peringatan: {unit} anda dalam "{name}"',
  reminderHeading: "Peringatan tentang {unit} anda",
  reminderIntro: 'Sekadar peringatan mesra tentang {unit} anda dalam khatam "{name}":',
  reminderIntroHtml: "Sekadar peringatan mesra tentang {unit} anda dalam khatam {name}:",
  reminderFromCreator: '{by} menghantar peringatan mesra tentang {unit} anda dalam khatam "{name}":',
  reminderFromCreatorHtml: "{by} menghantar peringatan mesra tentang {unit} anda dalam khatam {name}:",
  staleWarningSubject: '{unit} anda dalam "{name}" akan dilepaskan esok',
  staleWarningHeading: "{unit} anda akan dilepaskan esok",
  staleWarningIntro:
    'Khatam ini melepaskan {unit} yang tidak selesai dalam {days} hari supaya orang lain dapat membacanya. Esok perkara ini berlaku pada bacaan anda dalam khatam "{name}":',
  staleWarningIntroHtml:
    "Khatam ini melepaskan {unit} yang tidak selesai dalam {days} hari supaya orang lain dapat membacanya. Esok perkara ini berlaku pada bacaan anda dalam khatam {name}:",
  staleReleasedSubject: '{unit} anda dalam "{name}" kosong semula',
  staleReleasedHeading: "{unit} anda kosong semula",
  staleReleasedIntro:
    '{unit} anda tidak selesai dalam {days} hari, jadi ia kosong semula untuk mana-mana pembaca khatam "{name}":',
  staleReleasedIntroHtml:
    "{unit} anda tidak selesai dalam {days} hari, jadi ia kosong semula untuk mana-mana pembaca khatam {name}:",
  staleReleasedAfter: "Anda dialu-alukan untuk mengambilnya semula, atau {unit} lain, bila-bila masa anda bersedia.",
  chooseParts: "Pilih {unit} anda",
  selectAllStatus:
    "Pilih semua yang {status, select, available {kosong} reserved {diambil} completed {selesai} other {{status}}} ({count})",
  reserveRefused: "{juz} tidak lagi tersedia. Sila pilih {count, plural, other {yang lain}}.",
  creatorOnly:
    "Hanya pencipta khatam ini boleh {action, select, reserveOnBehalf {mengambil {unit} bagi pihak pembaca lain} transfer {memindahkan {unit}} uncomplete {menanda {unit} belum selesai} other {melakukan ini}}.",
  ownPartsOnly:
    "Anda hanya boleh {action, select, cancel {membatalkan pengambilan anda sendiri} other {menanda {unit} anda sendiri sebagai selesai}}. Gunakan pelayar yang anda gunakan semasa mengambil, atau log masuk dengan e-mel yang anda gunakan semasa mengambil.",
  readerEmailMismatch:
    "E-mel yang anda masukkan tidak sepadan dengan e-mel yang digunakan untuk mengambil bahagian ini.",
  holderOnly:
    "Hanya pembaca yang mengambilnya boleh mengubah cara mereka dipaparkan. Gunakan pelayar yang anda gunakan semasa mengambil, atau log masuk dengan e-mel yang anda gunakan semasa mengambil.",
  noReaderToRemind: "Tiada pembaca dengan {unit} terbuka yang mempunyai alamat e-mel untuk diingatkan.",
  reminderLinkGone: "Pautan ini tidak lagi sah. Anda tiada {unit} terbuka dalam khatam ini.",
  roundStarted:
    "Pusingan {round} telah bermula: {mode, select, rotate {{count} pembaca sudah diambilkan {unit} seterusnya} other {{count} pembaca dijemput}}.",
  reservedTitle: "{parts} telah diambil",
} satisfies NamespaceOf<"parts">;
