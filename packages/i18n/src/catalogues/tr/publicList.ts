import type { NamespaceOf } from "../../catalogue";

export default {
  title: "Herkese Açık Hatimler",
  intro: "Bir hatme katılın ve okumak için bir cüz alın.",
  create: "Hatim Başlat",
  search: "Açık hatimlerde ara",
  searchPlaceholder: "Ad, niyet ya da koda göre ara...",
  loadFailed: "Herkese açık hatimler yüklenemedi. Lütfen daha sonra tekrar deneyin.",
  noMatchTitle: "Eşleşen Hatim Bulunamadı",
  noMatch: '"{query}" ile eşleşen açık bir hatim yok.',
  clearSearch: "Aramayı Temizle",
  noneTitle: "Herkese Açık Hatim Yok",
  none: "İlk hatmi siz başlatın ve başkalarını okumaya davet edin.",
  completedTitle: "Son Tamamlanan Hatimler",
} satisfies NamespaceOf<"publicList">;
