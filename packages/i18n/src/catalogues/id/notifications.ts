import type { NamespaceOf } from "../../catalogue";

export default {
  notifyMe: "Beri tahu saya di ponsel ini",
  on: "Notifikasi aktif di ponsel ini",
  turnOff: "Matikan",
  blocked: "Notifikasi Khatms diblokir di pengaturan browser ini.",
  failed: "Notifikasi tidak dapat diaktifkan. Silakan coba lagi.",
  iosGuide:
    'Untuk menerima notifikasi di iPhone atau iPad, tambahkan Khatms ke Layar Utama: ketuk Bagikan, lalu "Tambah ke Layar Utama", dan buka dari sana.',
  inAppBrowser: "Buka di browser Anda untuk menerima notifikasi",
  offlineNote: "Anda sedang offline. Terakhir diperbarui {time}.",
} satisfies NamespaceOf<"notifications">;
