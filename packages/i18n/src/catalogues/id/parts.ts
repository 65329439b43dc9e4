import type { NamespaceOf } from "../../catalogue";

/** Parts of a khatm by its division (issue 24): each part's label, lists of parts, and the create form's choice. */
export default {
  juz: "Juz {number}",
  hizb: "Hizb {number}",
  quarter: "Rubuk {number}",
  page: "Halaman {number}",
  surah: "{number}. {name}",
  juzList: "{count, plural, other {Juz {list}}}",
  hizbList: "{count, plural, other {Hizb {list}}}",
  quarterList: "{count, plural, other {Rubuk {list}}}",
  pageList: "{count, plural, other {Halaman {list}}}",
  surahList: "{count, plural, other {Surah {list}}}",
  juzUnit: "juz",
  hizbUnit: "hizb",
  quarterUnit: "rubuk",
  pageUnit: "halaman",
  surahUnit: "surah",
  counted:
    "{count, plural, other {# {division, select, juz {juz} hizb {hizb} quarter {rubuk} page {halaman} surah {surah} recitation {bacaan} other {bagian}}}}",
  divideBy: "Bagi per",
  optionJuz: "Juz ({count} bagian)",
  optionHizb: "Hizb ({count} bagian)",
  optionQuarter: "Rubuk ({count} bagian)",
  optionPage: "Halaman ({count} bagian)",
  optionSurah: "Surah ({count} bagian)",
  previewOpen:
    "{available} dari {counted} masih terbuka: ambil satu dan ikut membaca. {taken} diambil, {completed} selesai.",
  previewFullyReserved: "Sudah penuh: setiap bagian ada pembacanya, {completed} dari {counted} selesai.",
  previewCompleted: "Selesai: semua {counted} sudah dibaca.",
  imageAlt: "Kemajuan {name}: {reserved} dari {counted} diambil",
  progress: "{reserved}/{counted} diambil",
  groupFree: "{free} tersedia dari {total}",
  nextFree: "Pilih {counted} berikutnya yang tersedia",
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
  reserveButton: "Ambil {parts}",
  reserved: "Anda berhasil mengambil {parts}. Terima kasih atas partisipasi Anda dalam khataman ini.",
  reservedOnBehalf: "Anda berhasil mengambilkan {parts} atas nama {name}.",
  cancelText: "Batalkan pengambilan {juzList}? Semua {unit} tersebut akan tersedia lagi untuk pembaca lain.",
  uncompleteText: "Tandai {juzList} belum selesai? Semua {unit} tersebut kembali berstatus diambil oleh pembacanya.",
  completeManyTitle:
    "{division, select, hizb {Tandai Beberapa Hizb Selesai} quarter {Tandai Beberapa Rubuk Selesai} page {Tandai Beberapa Halaman Selesai} surah {Tandai Beberapa Surah Selesai} other {Tandai Beberapa Bagian Selesai}}",
  allRead: "Semua {counted} telah dibaca.",
  completionMail:
    'Alhamdulillah, semua {counted} khataman "{name}" telah dibaca. Terima kasih sudah ikut serta; semoga Allah menerimanya dari semua yang membaca.',
  completionMailHtml:
    "Alhamdulillah, semua {counted} khataman {name} telah dibaca. Terima kasih sudah ikut serta; semoga Allah menerimanya dari semua yang membaca.",
  fullyReservedSubject: 'Semua {counted} "{name}" sudah diambil',
  fullyReservedHeading: "Semua {unit} sudah diambil",
  fullyReserved:
    "Semua {counted} khataman Anda kini sudah diambil. Anda dapat mengikuti perkembangan para pembaca di halamannya.",
  completedMail:
    "Alhamdulillah, semua {counted} khataman Anda telah dibaca. Semoga Allah menerimanya dari setiap orang yang ikut serta.",
  autoNextRound: "Setelah semua {counted} selesai",
  nextRoundNotYet: "Putaran berikutnya dapat dimulai setelah semua {counted} selesai.",
  myCancelText: 'Batalkan pengambilan {part} di "{name}"? Bagian itu akan tersedia lagi untuk diambil pembaca lain.',
  importConfirmText:
    "{juzList} akan diambilkan atas nama pembaca yang disebut, dan yang bertanda ✅ ditandai selesai. Setiap {unit} yang sudah dipegang pembaca yang sama tetap seperti semula.",
  noneSelected:
    "{division, select, hizb {Belum ada hizb yang dipilih} quarter {Belum ada rubuk yang dipilih} page {Belum ada halaman yang dipilih} surah {Belum ada surah yang dipilih} other {Belum ada bagian yang dipilih}}",
  selectAtLeastOne:
    "{division, select, hizb {Pilih setidaknya satu hizb untuk diambil} quarter {Pilih setidaknya satu rubuk untuk diambil} page {Pilih setidaknya satu halaman untuk diambil} surah {Pilih setidaknya satu surah untuk diambil} other {Pilih setidaknya satu bagian untuk diambil}}",
  allReservedTitle: "Semua {unit} khataman ini sudah diambil.",
  loading: "Memuat {unit}",
  loadFailed: "Daftar {unit} tidak dapat dimuat",
  progressAndCompleted: "{reserved}/{counted} diambil · {completed} selesai",
  confirmComplete: "Sudah selesai membaca {part}? Bagian ini akan ditandai selesai.",
  confirmCancel: "Batalkan pengambilan {part}? Bagian ini akan tersedia lagi untuk orang lain.",
  boardTitle:
    "{division, select, hizb {Daftar Hizb} quarter {Daftar Rubuk} page {Daftar Halaman} surah {Daftar Surah} other {Daftar Bagian}}",
  boardHint: "Pilih {unit} dengan status yang sama untuk memprosesnya sekaligus.",
  showParts: "Tampilkan {unit}",
  cannotMix:
    "Anda hanya dapat memilih beberapa {unit} dengan status yang sama ({status, select, available {tersedia} reserved {diambil} completed {selesai} other {{status}}})",
  transferTitle: "Alihkan {part}",
  detailsTitle: "Rincian {part}",
  importHint:
    "Tempel daftar bernomor dari grup WhatsApp Anda. Setiap baris seperti “1. Ahmad ✅” mengambilkan {part} untuk pembacanya; ✅ menandainya selesai.",
  importPart: "{division, select, hizb {Hizb} quarter {Rubuk} page {Halaman} surah {Surah} other {Bagian}}",
  importNoRows: "Belum ada {unit} yang ditemukan dalam daftar ini.",
  unreadNoNumber:
    "{division, select, hizb {tanpa nomor hizb} quarter {tanpa nomor rubuk} page {tanpa nomor halaman} surah {tanpa nomor surah} other {tanpa nomor bagian}}",
  unreadOutOfRange:
    "{division, select, hizb {hizb tidak ada} quarter {rubuk tidak ada} page {halaman tidak ada} surah {surah tidak ada} other {bagian tidak ada}}",
  remindHelp:
    "Mengirim email ke setiap pembaca yang masih memegang {unit} yang belum selesai. Paling banyak sekali sehari.",
  staleSwitch: "Lepas {unit} yang belum selesai setelah beberapa hari",
  staleDays: "Lepas {unit} setelah (hari)",
  rotate: "Gilir: setiap pembaca mendapat {unit} sesudah yang ia baca, sudah diambilkan untuknya, dengan email",
  invite: "Undang: kirim email ke pembaca putaran lalu agar memilih {unit} mereka",
  mailSubject: '{unit} Anda di "{name}"',
  mailHeading: "{unit} yang Anda ambil",
  reservedSelf: 'Anda telah mengambil {parts} di khataman "{name}":',
  reservedSelfHtml: "Anda telah mengambil {parts} di khataman {name}:",
  reservedBy: '{by} mengambilkan {parts} untuk Anda di khataman "{name}":',
  reservedByHtml: "{by} mengambilkan {parts} untuk Anda di khataman {name}:",
  reminderSubject: 'Pengingat: {unit} Anda di "{name}"',
  reminderHeading: "Pengingat tentang {unit} Anda",
  reminderIntro: 'Sekadar mengingatkan tentang {unit} Anda di khataman "{name}":',
  reminderIntroHtml: "Sekadar mengingatkan tentang {unit} Anda di khataman {name}:",
  reminderFromCreator: '{by} mengingatkan Anda tentang {unit} Anda di khataman "{name}":',
  reminderFromCreatorHtml: "{by} mengingatkan Anda tentang {unit} Anda di khataman {name}:",
  staleWarningSubject: '{unit} Anda di "{name}" akan dilepas besok',
  staleWarningHeading: "{unit} Anda akan dilepas besok",
  staleWarningIntro:
    'Khataman ini melepas {unit} yang belum selesai dalam {days} hari agar orang lain bisa membacanya. Besok hal ini terjadi pada bacaan Anda di khataman "{name}":',
  staleWarningIntroHtml:
    "Khataman ini melepas {unit} yang belum selesai dalam {days} hari agar orang lain bisa membacanya. Besok hal ini terjadi pada bacaan Anda di khataman {name}:",
  staleReleasedSubject: '{unit} Anda di "{name}" tersedia lagi',
  staleReleasedHeading: "{unit} Anda tersedia lagi",
  staleReleasedIntro:
    '{unit} Anda tidak selesai dalam {days} hari, jadi tersedia lagi untuk semua pembaca khataman "{name}":',
  staleReleasedIntroHtml:
    "{unit} Anda tidak selesai dalam {days} hari, jadi tersedia lagi untuk semua pembaca khataman {name}:",
  staleReleasedAfter: "Silakan ambil lagi, atau {unit} lain, kapan pun Anda siap.",
  chooseParts: "Pilih {unit} Anda",
  selectAllStatus:
    "Pilih semua yang {status, select, available {tersedia} reserved {diambil} completed {selesai} other {{status}}} ({count})",
  reserveRefused: "{juz} sudah tidak tersedia. Silakan pilih {count, plural, other {yang lain}}.",
  creatorOnly:
    "Hanya pembuat khataman ini yang dapat {action, select, reserveOnBehalf {mengambilkan {unit} atas nama pembaca lain} transfer {memindahkan {unit}} uncomplete {menandai {unit} belum selesai} other {melakukan ini}}.",
  ownPartsOnly:
    "Anda hanya dapat {action, select, cancel {membatalkan pengambilan Anda sendiri} other {menandai {unit} Anda sendiri sebagai selesai}}. Gunakan browser yang Anda pakai saat mengambil, atau masuk dengan email yang Anda pakai saat mengambil.",
  readerEmailMismatch: "Email yang Anda masukkan tidak cocok dengan email pengambilan ini.",
  holderOnly:
    "Hanya pembaca yang mengambilnya yang dapat mengubah cara namanya ditampilkan. Gunakan browser yang Anda pakai saat mengambil, atau masuk dengan email yang Anda pakai saat mengambil.",
  noReaderToRemind: "Tidak ada pembaca dengan {unit} terbuka yang memiliki alamat email untuk diingatkan.",
  reminderLinkGone: "Tautan ini sudah tidak berlaku. Anda tidak punya {unit} terbuka di khataman ini.",
  roundStarted:
    "Putaran {round} telah dimulai: {mode, select, rotate {{count} pembaca sudah diambilkan {unit} berikutnya} other {{count} pembaca diundang}}.",
  reservedTitle: "{parts} sudah diambil",
} satisfies NamespaceOf<"parts">;
