import type { NamespaceOf } from "../../catalogue";

/** The public list (/public). */
export default {
  title: "عام ختم",
  intro: "کسی ختم میں شامل ہوں اور پڑھنے کے لیے ایک پارہ لیں۔",
  create: "ختمِ قرآن شروع کریں",
  search: "عام ختموں میں تلاش کریں",
  searchPlaceholder: "نام، موقع یا کوڈ سے تلاش کریں...",
  loadFailed: "عام ختم لوڈ نہیں ہو سکے۔ کچھ دیر بعد دوبارہ کوشش کریں۔",
  noMatchTitle: "کوئی ملتا جلتا ختم نہیں ملا",
  noMatch: "کوئی عام ختم “{query}” سے نہیں ملتا۔",
  clearSearch: "تلاش صاف کریں",
  noneTitle: "کوئی عام ختم دستیاب نہیں",
  none: "سب سے پہلے ختم شروع کریں اور دوسروں کو پڑھنے کی دعوت دیں۔",
  completedTitle: "حال ہی میں مکمل ہونے والے ختم",
} satisfies NamespaceOf<"publicList">;
