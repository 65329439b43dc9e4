import type { NamespaceOf } from "../../catalogue";

export default {
  addToGroup: "إضافة إلى مجموعة تيليغرام",
  groupsTitle: "مجموعات تيليغرام",
  linkedOn: "رُبطت في {date}",
  unlink: "فكّ الربط",
  unlinked: "لم تعد المجموعة تتابع هذه الختمة.",
  none: "لا تتابع أي مجموعة تيليغرام هذه الختمة بعد.",
} satisfies NamespaceOf<"telegramGroups">;
