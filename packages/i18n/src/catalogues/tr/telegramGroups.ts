import type { NamespaceOf } from "../../catalogue";

export default {
  addToGroup: "Telegram grubuna ekle",
  groupsTitle: "Telegram grupları",
  linkedOn: "Bağlandı: {date}",
  unlink: "Bağlantıyı kaldır",
  unlinked: "Grup artık bu hatmi takip etmiyor.",
  none: "Bu hatmi henüz takip eden bir Telegram grubu yok.",
} satisfies NamespaceOf<"telegramGroups">;
