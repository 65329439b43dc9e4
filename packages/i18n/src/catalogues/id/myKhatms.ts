import type { NamespaceOf } from "../../catalogue";

export default {
  title: "Khataman Saya",
  createNew: "Buat Khataman Baru",
  noneCreatedSignedIn: "Anda belum membuat khataman.",
  noneFromBrowser: "Belum ada khataman yang dibuat dari browser ini.",
  find: "Cari Khataman Saya",
  findPlaceholder: "Email yang Anda pakai saat membuat",
  findButton: "Cari",
  khatmsCreated: "khataman yang dibuat",
  loading: "Memuat khataman",
  loadFailed: "Khataman Anda tidak dapat dimuat",
  noActive: "Tidak Ada Khataman Aktif",
  public: "Publik",
  private: "Pribadi",
  noOccasion: "Tanpa hajat khusus",
  created: "Dibuat {date}",
  manage: "Kelola Khataman",
  signInTitle: "Masuk untuk melihat semua khataman yang Anda buat",
  signInText:
    "Agar hanya Anda yang dapat melihatnya, kami menampilkan khataman milik {email} setelah Anda membuka tautan masuk yang dikirim ke alamat tersebut.",
  sent: "Terkirim! Periksa email Anda; tautannya kedaluwarsa dalam 15 menit.",
  emailMeLink: "Kirimi saya tautan masuk",
} satisfies NamespaceOf<"myKhatms">;
