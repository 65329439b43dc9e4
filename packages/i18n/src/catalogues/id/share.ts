import type { NamespaceOf } from "../../catalogue";

export default {
  copyLink: "Salin Tautan",
  copied: "Tersalin!",
  linkCopied: "Tautan disalin!",
  copyFailedTitle: "Gagal menyalin",
  copyFailed: "Silakan pilih dan salin tautannya secara manual.",
  dialogTitle: "Bagikan Khataman Ini",
  link: "Tautan",
  accessCode: "Kode akses",
  viaWhatsApp: "Bagikan lewat WhatsApp",
  viaEmail: "Bagikan lewat Email",
  qrAlt: "Kode QR yang membuka {link}",
  downloadQr: "Unduh Kode QR",
  invitationSubject: "Ikut Khataman: {name}",
  invitation:
    "Assalamu'alaikum! Anda diundang untuk ikut khataman \"{name}\". {division, select, juz {Ambil satu juz untuk dibaca dan bantu kami mengkhatamkan Al-Qur'an bersama-sama} hizb {Ambil satu hizb untuk dibaca dan bantu kami mengkhatamkan Al-Qur'an bersama-sama} quarter {Ambil satu rubuk untuk dibaca dan bantu kami mengkhatamkan Al-Qur'an bersama-sama} page {Ambil satu halaman untuk dibaca dan bantu kami mengkhatamkan Al-Qur'an bersama-sama} surah {Ambil satu surah untuk dibaca dan bantu kami mengkhatamkan Al-Qur'an bersama-sama} count {Ikrarkan sebagian bacaannya dan bantu kami menyelesaikannya bersama-sama} other {Ambil satu bagian untuk dibaca dan bantu kami mengkhatamkan Al-Qur'an bersama-sama}}: {link}",
  invitationWithOccasion:
    "Assalamu'alaikum! Anda diundang untuk ikut khataman \"{name}\" ({occasion}). {division, select, juz {Ambil satu juz untuk dibaca dan bantu kami mengkhatamkan Al-Qur'an bersama-sama} hizb {Ambil satu hizb untuk dibaca dan bantu kami mengkhatamkan Al-Qur'an bersama-sama} quarter {Ambil satu rubuk untuk dibaca dan bantu kami mengkhatamkan Al-Qur'an bersama-sama} page {Ambil satu halaman untuk dibaca dan bantu kami mengkhatamkan Al-Qur'an bersama-sama} surah {Ambil satu surah untuk dibaca dan bantu kami mengkhatamkan Al-Qur'an bersama-sama} count {Ikrarkan sebagian bacaannya dan bantu kami menyelesaikannya bersama-sama} other {Ambil satu bagian untuk dibaca dan bantu kami mengkhatamkan Al-Qur'an bersama-sama}}: {link}",
  invitationCode: "{invitation} (kode akses: {code})",
  copyListForWhatsApp: "Salin daftar untuk WhatsApp",
  shareList: "Bagikan daftar",
  listCopied: "Daftar disalin!",
  listTitle: "Daftar untuk grup Anda",
  listLoadFailed: "Daftar tidak dapat dimuat. Silakan coba lagi.",
  whatsAppLink: "Kirim tautan",
  whatsAppLinkHint: "Undangan untuk ikut, dengan tautan khataman",
  whatsAppList: "Kirim daftar",
  whatsAppListHint: "Setiap bagian dan pembacanya, dalam satu pesan untuk grup",
} satisfies NamespaceOf<"share">;
