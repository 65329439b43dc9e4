import type { NamespaceOf } from "../../catalogue";

export default {
  title: "Buat Khataman",
  intro:
    "{division, select, juz {Beri nama khataman Anda, bagikan, lalu para pembaca mengambil 30 juz.} hizb {Beri nama khataman Anda, bagikan, lalu para pembaca mengambil 60 hizb.} quarter {Beri nama khataman Anda, bagikan, lalu para pembaca mengambil 240 rubuk.} page {Beri nama khataman Anda, bagikan, lalu para pembaca mengambil 604 halaman.} surah {Beri nama khataman Anda, bagikan, lalu para pembaca mengambil 114 surah.} count {Beri nama khataman Anda, bagikan, lalu para pembaca mengikrarkan bacaannya.} other {Beri nama khataman Anda, bagikan, lalu para pembaca mengambil bagian-bagiannya.}}",
  khatmName: "Nama Khataman",
  khatmNamePlaceholder: "mis. Khataman Ramadan 2025",
  occasion: "Hajat",
  occasionPlaceholder: "mis. Ramadan, atau pertemuan keluarga (opsional)",
  makePublic: "Jadikan khataman ini publik (terlihat oleh semua orang)",
  creatingAs: "Dibuat sebagai: {name} ({email})",
  yourName: "Nama Anda",
  yourEmail: "Email Anda",
  privateDetails: "Nama dan email Anda selalu dirahasiakan.",
  accountNotice:
    "Dengan membuat khataman, Anda setuju dibuatkan akun dengan email ini. Kami akan mengirim tautan masuk agar Anda dapat mengelola khataman Anda.",
  cancel: "Batal",
  creating: "Membuat...",
  create: "Buat Khataman",
  loginEmailSentTitle: "Email Masuk Terkirim",
  loginEmailSent: "Periksa email Anda: ada tautan untuk masuk dan mengelola khataman Anda.",
  nothingToShow: "Tidak ada khataman baru untuk ditampilkan. Mengalihkan...",
  createdTitle: "Khataman Berhasil Dibuat!",
  public: "Publik",
  private: "Pribadi",
  accessCode: "Kode akses",
  codeHint: "Pembaca memasukkan kode ini di beranda, atau membuka tautan yang Anda bagikan.",
  copyShareableLink: "Salin Tautan untuk Dibagikan",
  viewKhatm: "Lihat Khataman",
  manageYourKhatms: "Kelola Khataman Anda",
  signInToManage: "Masuk untuk Mengelola",
  manageLinkTitle: "Tautan pengelolaan Anda",
  manageLinkHint:
    "Simpan tautan ini: inilah kunci Khataman ini. Siapa pun yang membukanya dapat mengelola Khataman ini, jadi simpan untuk Anda sendiri.",
  copyManageLink: "Salin tautan pengelolaan",
  manageLinkCopied: "Tautan pengelolaan disalin!",
  manageLinkEmailed: "Kami juga telah mengirimkannya ke email Anda.",
  manageLinkEmailing: "Kami sedang mengirimkannya ke email Anda.",
  manageLinkNotEmailedTitle: "Tautan ini tidak dikirim ke email Anda",
  manageLinkNotEmailed:
    "Kami tidak dapat mengirim email berisi tautan ini: alamat Anda sudah menerima email sebanyak yang boleh kami kirim hari ini, atau alamat itu meminta untuk tidak dikirimi email lagi. Salin tautan sekarang dan simpan baik-baik: tautan ini tidak akan datang lewat email.",
  manageLinkEmailRetrying:
    "Email berisi tautan ini belum dapat dikirim; kami akan terus mencoba selama sehari. Salin tautan sekarang agar aman.",
} satisfies NamespaceOf<"create">;
