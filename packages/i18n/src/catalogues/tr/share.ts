import type { NamespaceOf } from "../../catalogue";

export default {
  copyLink: "Bağlantıyı Kopyala",
  copied: "Kopyalandı!",
  linkCopied: "Bağlantı kopyalandı!",
  copyFailedTitle: "Kopyalanamadı",
  copyFailed: "Lütfen bağlantıyı seçip kendiniz kopyalayın.",
  dialogTitle: "Bu Hatmi Paylaş",
  link: "Bağlantı",
  accessCode: "Erişim kodu",
  viaWhatsApp: "WhatsApp ile paylaş",
  viaEmail: "E-posta ile paylaş",
  qrAlt: "{link} adresini açan karekod",
  downloadQr: "Karekodu İndir",
  invitationSubject: "Hatme davet: {name}",
  invitation:
    "Esselâmü aleyküm! \"{name}\" hatmine davetlisiniz. {division, select, juz {Okumak için bir cüz alın ve Kur'an-ı Kerim'i birlikte hatmetmemize yardımcı olun} hizb {Okumak için bir hizb alın ve Kur'an-ı Kerim'i birlikte hatmetmemize yardımcı olun} quarter {Okumak için bir çeyrek alın ve Kur'an-ı Kerim'i birlikte hatmetmemize yardımcı olun} page {Okumak için bir sayfa alın ve Kur'an-ı Kerim'i birlikte hatmetmemize yardımcı olun} surah {Okumak için bir sure alın ve Kur'an-ı Kerim'i birlikte hatmetmemize yardımcı olun} count {Okumalarından bir kısmını üstlenin ve onları birlikte tamamlamamıza yardımcı olun} other {Okumak için bir bölüm alın ve Kur'an-ı Kerim'i birlikte hatmetmemize yardımcı olun}}: {link}",
  invitationWithOccasion:
    "Esselâmü aleyküm! \"{name}\" ({occasion}) hatmine davetlisiniz. {division, select, juz {Okumak için bir cüz alın ve Kur'an-ı Kerim'i birlikte hatmetmemize yardımcı olun} hizb {Okumak için bir hizb alın ve Kur'an-ı Kerim'i birlikte hatmetmemize yardımcı olun} quarter {Okumak için bir çeyrek alın ve Kur'an-ı Kerim'i birlikte hatmetmemize yardımcı olun} page {Okumak için bir sayfa alın ve Kur'an-ı Kerim'i birlikte hatmetmemize yardımcı olun} surah {Okumak için bir sure alın ve Kur'an-ı Kerim'i birlikte hatmetmemize yardımcı olun} count {Okumalarından bir kısmını üstlenin ve onları birlikte tamamlamamıza yardımcı olun} other {Okumak için bir bölüm alın ve Kur'an-ı Kerim'i birlikte hatmetmemize yardımcı olun}}: {link}",
  invitationCode: "{invitation} (erişim kodu: {code})",
  copyListForWhatsApp: "Listeyi WhatsApp için kopyala",
  shareList: "Listeyi paylaş",
  listCopied: "Liste kopyalandı!",
  listTitle: "Grubunuz için liste",
  listLoadFailed: "Liste yüklenemedi. Lütfen tekrar deneyin.",
  whatsAppLink: "Bağlantıyı gönder",
  whatsAppLinkHint: "Hatme katılma daveti, hatmin bağlantısıyla",
  whatsAppList: "Listeyi gönder",
  whatsAppListHint: "Her bölüm ve onu okuyan, grup için tek bir mesajda",
} satisfies NamespaceOf<"share">;
