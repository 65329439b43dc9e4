import type { NamespaceOf } from "../../catalogue";

export default {
  publicKhatms: "Khataman Publik",
  stopEmails: "Email dari Khatm",
  reviewReport: "Tinjau Khataman yang Dilaporkan",
  signIn: "Masuk",
  termsOfService: "Ketentuan Layanan",
  khatmNotFound: "Khataman Tidak Ditemukan",
  verifyingSignIn: "Memverifikasi Tautan Masuk",
  stopReminders: "Hentikan Pengingat",
  khatmCreated: "Khataman Dibuat",
  privacyPolicy: "Kebijakan Privasi",
  createKhatm: "Buat Khataman",
  myKhatms: "Khataman Saya",
  myAccount: "Akun Saya",
  myReservations: "Juz Saya",
} satisfies NamespaceOf<"titles">;
