import type { NamespaceOf } from "../../catalogue";

export default {
  publicKhatms: "Khatam Awam",
  stopEmails: "E-mel daripada Khatm",
  reviewReport: "Semak Khatam yang Dilaporkan",
  signIn: "Log Masuk",
  termsOfService: "Terma Perkhidmatan",
  khatmNotFound: "Khatam Tidak Ditemui",
  verifyingSignIn: "Mengesahkan Log Masuk",
  stopReminders: "Hentikan Peringatan",
  khatmCreated: "Khatam Dicipta",
  privacyPolicy: "Dasar Privasi",
  createKhatm: "Cipta Khatam",
  myKhatms: "Khatam Saya",
  myAccount: "Akaun Saya",
  myReservations: "Juz Saya",
} satisfies NamespaceOf<"titles">;
