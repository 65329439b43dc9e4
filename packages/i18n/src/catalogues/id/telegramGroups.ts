import type { NamespaceOf } from "../../catalogue";

export default {
  addToGroup: "Tambahkan ke grup Telegram",
  groupsTitle: "Grup Telegram",
  linkedOn: "Ditautkan {date}",
  unlink: "Lepas tautan",
  unlinked: "Grup tidak lagi mengikuti Khatm ini.",
  none: "Belum ada grup Telegram yang mengikuti Khatm ini.",
} satisfies NamespaceOf<"telegramGroups">;
