import type { NamespaceOf } from "../../catalogue";

export default {
  addToGroup: "Tambah ke kumpulan Telegram",
  groupsTitle: "Kumpulan Telegram",
  linkedOn: "Dipautkan {date}",
  unlink: "Nyahpaut",
  unlinked: "Kumpulan itu tidak lagi mengikuti Khatm ini.",
  none: "Belum ada kumpulan Telegram yang mengikuti Khatm ini.",
} satisfies NamespaceOf<"telegramGroups">;
