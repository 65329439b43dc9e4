import type { NamespaceOf } from "../../catalogue";

export default {
  copyLink: "Salin Pautan",
  copied: "Disalin!",
  linkCopied: "Pautan disalin!",
  copyFailedTitle: "Gagal menyalin",
  copyFailed: "Sila pilih dan salin pautan secara manual.",
  dialogTitle: "Kongsi Khatam Ini",
  link: "Pautan",
  accessCode: "Kod akses",
  viaWhatsApp: "Kongsi melalui WhatsApp",
  viaEmail: "Kongsi melalui E-mel",
  qrAlt: "Kod QR yang membuka {link}",
  downloadQr: "Muat Turun Kod QR",
  invitationSubject: "Sertai Khatam: {name}",
  invitation:
    'Assalamualaikum! Anda dijemput menyertai khatam "{name}". {division, select, juz {Ambillah satu juz untuk dibaca dan bantu kami mengkhatamkan al-Quran bersama-sama} hizb {Ambillah satu hizb untuk dibaca dan bantu kami mengkhatamkan al-Quran bersama-sama} quarter {Ambillah satu suku untuk dibaca dan bantu kami mengkhatamkan al-Quran bersama-sama} page {Ambillah satu halaman untuk dibaca dan bantu kami mengkhatamkan al-Quran bersama-sama} surah {Ambillah satu surah untuk dibaca dan bantu kami mengkhatamkan al-Quran bersama-sama} count {Ikrarkan sebahagian bacaannya dan bantu kami menyelesaikannya bersama-sama} other {Ambillah satu bahagian untuk dibaca dan bantu kami mengkhatamkan al-Quran bersama-sama}}: {link}',
  invitationWithOccasion:
    'Assalamualaikum! Anda dijemput menyertai khatam "{name}" ({occasion}). {division, select, juz {Ambillah satu juz untuk dibaca dan bantu kami mengkhatamkan al-Quran bersama-sama} hizb {Ambillah satu hizb untuk dibaca dan bantu kami mengkhatamkan al-Quran bersama-sama} quarter {Ambillah satu suku untuk dibaca dan bantu kami mengkhatamkan al-Quran bersama-sama} page {Ambillah satu halaman untuk dibaca dan bantu kami mengkhatamkan al-Quran bersama-sama} surah {Ambillah satu surah untuk dibaca dan bantu kami mengkhatamkan al-Quran bersama-sama} count {Ikrarkan sebahagian bacaannya dan bantu kami menyelesaikannya bersama-sama} other {Ambillah satu bahagian untuk dibaca dan bantu kami mengkhatamkan al-Quran bersama-sama}}: {link}',
  invitationCode: "{invitation} (kod akses: {code})",
  copyListForWhatsApp: "Salin senarai untuk WhatsApp",
  shareList: "Kongsi senarai",
  listCopied: "Senarai disalin!",
  listTitle: "Senarai untuk kumpulan anda",
  listLoadFailed: "Senarai tidak dapat dimuatkan. Sila cuba lagi.",
  whatsAppLink: "Hantar pautan",
  whatsAppLinkHint: "Jemputan untuk menyertai, dengan pautan khatam",
  whatsAppList: "Hantar senarai",
  whatsAppListHint: "Setiap bahagian dan pembacanya, dalam satu mesej untuk kumpulan",
} satisfies NamespaceOf<"share">;
