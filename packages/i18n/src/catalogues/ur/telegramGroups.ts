import type { NamespaceOf } from "../../catalogue";

export default {
  addToGroup: "ٹیلیگرام گروپ میں شامل کریں",
  groupsTitle: "ٹیلیگرام گروپ",
  linkedOn: "جوڑا گیا {date}",
  unlink: "الگ کریں",
  unlinked: "گروپ اب اس ختم کی پیروی نہیں کر رہا۔",
  none: "ابھی کوئی ٹیلیگرام گروپ اس ختم کی پیروی نہیں کر رہا۔",
} satisfies NamespaceOf<"telegramGroups">;
