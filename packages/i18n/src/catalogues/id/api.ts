import type { NamespaceOf } from "../../catalogue";

/** API messages: refusals and the answers of actions, in Indonesian. */
export default {
  internal: "Terjadi kesalahan di pihak kami. Silakan coba lagi.",
  noSuchEndpoint: "Alamat API ini tidak ada.",
  pleaseLogIn: "Silakan masuk",
  bodyTooLarge: "Isi permintaan terlalu besar (paling banyak {kb} KB).",
  bodyNotJson: "Isi permintaan harus berupa JSON (Content-Type: application/json).",
  bodyInvalidJson: "Isi permintaan bukan JSON yang valid.",
  invalidRequest:
    "Permintaan tidak valid: {where, select, json {isi permintaan} query {parameter kueri} param {jalur} other {masukan}}.",
  invalidRequestBecause:
    "Permintaan tidak valid ({where, select, json {isi permintaan} query {parameter kueri} param {jalur} other {masukan}}): {reason}",
  fieldMessage: "{field}: {message}",
  sentences: "{first} {second}",
  notWebSocket: "Alamat ini adalah WebSocket: buka dengan permintaan Upgrade: websocket.",
  khatmNotFound: "Khataman tidak ditemukan",
  juzNotFound: "Juz tidak ditemukan",
  reserveRefused: "{juz} sudah tidak tersedia. Silakan pilih juz {count, plural, other {lain}}.",
  cancelRefused: "{juz} {count, plural, other {belum dipesan}}, jadi tidak ada pemesanan yang bisa dibatalkan.",
  transferRefused: "{juz} {count, plural, other {belum dipesan}}, jadi tidak bisa dipindahkan.",
  completeRefused: "{juz} {count, plural, other {belum dipesan}}, jadi tidak bisa ditandai selesai.",
  uncompleteRefused: "{juz} {count, plural, other {belum selesai}}, jadi tidak bisa ditandai belum selesai.",
  anonymityRefused:
    "{juz} {count, plural, other {belum dipesan}}, jadi tidak ada pembaca yang bisa ditampilkan secara anonim.",
  releaseRefused: "{juz} {count, plural, other {sudah selesai}}, jadi tidak bisa dilepas.",
  creatorOnly:
    "Hanya pembuat khataman ini yang dapat {action, select, delete {menghapusnya} reserveOnBehalf {memesan juz atas nama pembaca lain} transfer {memindahkan juz} uncomplete {menandai juz belum selesai} activities {melihat aktivitas terbarunya} dedication {mengubah persembahannya} remind {mengirim pengingat} settings {mengubah pengaturannya} nextRound {memulai putaran berikutnya} other {melakukan ini}}.",
  creatorEmailMismatch: "Email yang Anda masukkan tidak cocok dengan email pembuat.",
  ownJuzOnly:
    "Anda hanya dapat {action, select, cancel {membatalkan pemesanan Anda sendiri} other {menandai juz Anda sendiri sebagai selesai}}. Gunakan peramban yang Anda pakai saat memesan, atau masuk dengan email yang Anda pakai saat memesan.",
  readerEmailMismatch: "Email yang Anda masukkan tidak cocok dengan email pemesan juz ini.",
  holderOnly:
    "Hanya pembaca juz yang dapat mengubah cara namanya ditampilkan. Gunakan peramban yang Anda pakai saat memesan, atau masuk dengan email yang Anda pakai saat memesan.",
  anonymityChanged:
    "Kini Anda ditampilkan {shown, select, anonymous {sebagai pembaca anonim} other {dengan nama Anda}} untuk {juz}.",
  readerEmailRequired: "Silakan isi alamat email Anda untuk melanjutkan",
  rateLimited: "Terlalu banyak percobaan. Tunggu satu menit lalu coba lagi.",
  rateLimitedCreateKhatm: "Terlalu banyak khataman dibuat dari koneksi ini. Silakan coba lagi satu jam lagi.",
  rateLimitedReserve: "Terlalu banyak pemesanan dari koneksi ini. Silakan coba lagi beberapa menit lagi.",
  rateLimitedReport: "Terlalu banyak laporan dari koneksi ini. Silakan coba lagi nanti.",
  cancelled: "Pemesanan {juz} {count, plural, other {telah dibatalkan}}.",
  transferred: "{juz} telah dipindahkan ke {name}.",
  completed: "{juz} {count, plural, other {telah ditandai selesai}}.",
  uncompleted: "{juz} {count, plural, other {telah ditandai belum selesai}}.",
  reminderTooSoon: "Pengingat sudah dikirim hari ini. Anda dapat mengirim berikutnya setelah {time} UTC.",
  noReaderToRemind: "Tidak ada pembaca dengan juz terbuka yang memiliki alamat email untuk diingatkan.",
  reminderSent: "Pengingat sedang dikirim ke {count, plural, other {# pembaca}}.",
  remindersStopped: 'Anda tidak akan menerima pengingat lagi dari khataman "{name}".',
  reminderLinkGone: "Tautan ini sudah tidak berlaku. Anda tidak punya juz terbuka di khataman ini.",
  noAutoNextRound: "Khataman ini tidak memulai putaran berikutnya dengan sendirinya.",
  nextRoundNotYet: "Putaran berikutnya dapat dimulai setelah semua {count} juz selesai.",
  nextRoundTaken: "Putaran {round} sudah dimulai.",
  roundStarted:
    "Putaran {round} telah dimulai: {mode, select, rotate {{count} pembaca sudah dipesankan juz berikutnya} other {{count} pembaca diundang}}.",
  reportOnlyPublic: "Hanya khataman publik yang dapat dilaporkan.",
  reportReceived: "Terima kasih. Laporan Anda telah kami terima.",
  reviewLinkInvalid: "Tautan tinjauan ini tidak valid.",
  reviewLinkUsed: "Tautan tinjauan ini sudah dipakai atau tidak berlaku lagi.",
  stopLinkInvalid: "Tautan ini tidak valid. Silakan gunakan tautan dari email terbaru Anda.",
  signInLinkInvalid: "Tautan masuk ini tidak valid atau sudah kedaluwarsa. Silakan minta tautan baru.",
  magicLinkSent: "Periksa email Anda untuk tautan masuk",
  accountCreated: "Akun berhasil dibuat! Periksa email Anda untuk petunjuk masuk.",
  loggedOut: "Anda telah keluar.",
} satisfies NamespaceOf<"api">;
