import type { NamespaceOf } from "../../catalogue";

export default {
  addToGroup: "টেলিগ্রাম গ্রুপে যোগ করুন",
  groupsTitle: "টেলিগ্রাম গ্রুপ",
  linkedOn: "যুক্ত হয়েছে {date}",
  unlink: "বিচ্ছিন্ন করুন",
  unlinked: "গ্রুপটি আর এই খতম অনুসরণ করছে না।",
  none: "এখনো কোনো টেলিগ্রাম গ্রুপ এই খতম অনুসরণ করছে না।",
} satisfies NamespaceOf<"telegramGroups">;
