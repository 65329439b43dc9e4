import type { NamespaceOf } from "../../catalogue";

export default {
  allReservedTitle: "Bu hatmin bütün cüzleri alındı.",
  checkBackLater: "Daha sonra tekrar bakın...",
  availableJuz: "Boştaki Cüzler",
  pickHint: "Okumak istediğiniz cüzlere dokunun, ardından aşağıdan alın.",
  reserveTitle: "Seçilen Cüzleri Al",
  yourName: "Adınız",
  yourEmail: "E-postanız",
  emailOptionalSignedIn: "İsteğe bağlı: boş bırakırsanız hesabınızın e-postası kullanılır.",
  createAccount: "Aldığım cüzleri takip etmek ve e-posta bildirimleri almak için bir hesap aç",
  reserveButton: "{count, plural, one {Cüzü Al} other {# Cüzü Al}}",
  accountCreatedTitle: "Hesap Oluşturuldu",
  accountCreated: "Hesabınız başarıyla oluşturuldu! Giriş bilgileri için e-postanızı kontrol edin.",
  takenTitle: "Az önce alındı",
  taken:
    "{juz} az önce başka biri tarafından alındığı için seçiminizden {count, plural, one {çıkarıldı} other {çıkarıldı}}. Lütfen başka bir cüz seçin.",
  selectedOne: "{first}. Cüzü seçtiniz",
  selectedMany: "{first}. Cüzü ve {others, plural, one {# cüz daha} other {# cüz daha}} seçtiniz",
  noJuzSelectedTitle: "Cüz seçilmedi",
  noJuzSelected: "Lütfen almak için en az bir cüz seçin",
  emailRequired: "Devam etmek için lütfen e-posta adresinizi girin",
} satisfies NamespaceOf<"join">;
