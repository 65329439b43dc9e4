import type { NamespaceOf } from "../../catalogue";

export default {
  publicKhatms: "Herkese Açık Hatimler",
  stopEmails: "Khatm E-postaları",
  reviewReport: "Bildirilen Hatmi İncele",
  signIn: "Giriş Yap",
  termsOfService: "Kullanım Koşulları",
  khatmNotFound: "Hatim Bulunamadı",
  verifyingSignIn: "Giriş Doğrulanıyor",
  stopReminders: "Hatırlatmaları Durdur",
  khatmCreated: "Hatim Oluşturuldu",
  privacyPolicy: "Gizlilik Politikası",
  createKhatm: "Hatim Başlat",
  myKhatms: "Hatimlerim",
  myAccount: "Hesabım",
  myReservations: "Cüzlerim",
} satisfies NamespaceOf<"titles">;
