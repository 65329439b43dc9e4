import type { NamespaceOf } from "../../catalogue";

export default {
  notifyMe: "Bu telefonda bana haber ver",
  on: "Bu telefonda bildirimler açık",
  turnOff: "Kapat",
  blocked: "Bu tarayıcının ayarlarında Khatms için bildirimler engellenmiş.",
  failed: "Bildirimler açılamadı. Lütfen yeniden deneyin.",
  iosGuide:
    "iPhone veya iPad'de bildirim almak için Khatms'ı Ana Ekran'a ekleyin: Paylaş'a, ardından \"Ana Ekrana Ekle\"ye dokunun ve oradan açın.",
  inAppBrowser: "Bildirim almak için tarayıcınızda açın",
  offlineNote: "Çevrimdışısınız. Son güncelleme {time}.",
} satisfies NamespaceOf<"notifications">;
