import type { NamespaceOf } from "../../catalogue";

/** The public list (/public). */
export default {
  title: "উন্মুক্ত খতম",
  intro: "একটি খতমে যোগ দিন এবং পড়ার জন্য একটি পারা নিন।",
  create: "খতম শুরু করুন",
  search: "উন্মুক্ত খতম খুঁজুন",
  searchPlaceholder: "নাম, উপলক্ষ বা কোড দিয়ে খুঁজুন...",
  loadFailed: "উন্মুক্ত খতমগুলো লোড করা যায়নি। পরে আবার চেষ্টা করুন।",
  noMatchTitle: "মিলে যায় এমন কোনো খতম নেই",
  noMatch: "“{query}”-এর সাথে মেলে এমন কোনো উন্মুক্ত খতম নেই।",
  clearSearch: "খোঁজা মুছে দিন",
  noneTitle: "কোনো উন্মুক্ত খতম নেই",
  none: "প্রথম খতমটি আপনিই শুরু করুন এবং অন্যদের পড়তে আমন্ত্রণ জানান।",
  completedTitle: "সম্প্রতি সম্পন্ন খতম",
} satisfies NamespaceOf<"publicList">;
