import type { NamespaceOf } from "../../catalogue";

export default {
  title: "Cüzlerim",
  noneSignedIn: "Henüz aldığınız bir cüz yok. Okuyacağınız bölümü almak için bir hatme katılın.",
  emailPlaceholder: "E-postanız",
  update: "Güncelle",
  reservationsMade: "alınan cüzleri",
  noneFromBrowser:
    "Bu tarayıcıdan {email} ile alınmış bir cüz yok. Başka bir cihazdan aldığınız cüzler {signIn} görünür.",
  signIn: "giriş yaptıktan sonra",
  noEmailTitle: "E-posta girilmedi",
  noEmail: "Cüzlerinizi görmek için cüz alırken kullandığınız e-postayı girin.",
  loading: "Cüzler yükleniyor",
  loadFailed: "Cüzleriniz yüklenemedi",
  tryAgain: "Tekrar dene",
  noneFound: "Hiç cüz bulunamadı",
  refreshError: "Bir hata oluştu. Lütfen sayfayı yenilemeyi deneyin.",
  emailRequiredTitle: "E-posta Gerekli",
  emailRequired: "Bu işlemi onaylamak için lütfen sayfanın üstüne e-postanızı girin",
  reserved: "Alınan",
  completed: "Okunan",
  sectionCount: "{title} ({count})",
  cancelReservation: "Cüzü Bırak",
  viewFull: "Hatmin Tamamını Gör",
  cancelText:
    '"{name}" hatmindeki {number}. Cüzü bırakmak istiyor musunuz? Cüz diğer okuyucuların alabilmesi için boşa çıkar.',
  keep: "Cüzü Tut",
  completedOn: "Okunma: {date}",
  reservedOn: "Alınma: {date}",
} satisfies NamespaceOf<"myReservations">;
