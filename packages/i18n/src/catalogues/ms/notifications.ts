import type { NamespaceOf } from "../../catalogue";

export default {
  notifyMe: "Beritahu saya di telefon ini",
  on: "Pemberitahuan dihidupkan untuk telefon ini",
  turnOff: "Matikan",
  blocked: "Pemberitahuan Khatms disekat dalam tetapan pelayar ini.",
  failed: "Pemberitahuan tidak dapat dihidupkan. Sila cuba lagi.",
  iosGuide:
    'Untuk menerima pemberitahuan di iPhone atau iPad, tambahkan Khatms ke Skrin Utama: ketik Kongsi, kemudian "Tambah ke Skrin Utama", dan bukanya dari situ.',
  inAppBrowser: "Buka dalam pelayar anda untuk menerima pemberitahuan",
  offlineNote: "Anda di luar talian. Kali terakhir dikemas kini {time}.",
} satisfies NamespaceOf<"notifications">;
