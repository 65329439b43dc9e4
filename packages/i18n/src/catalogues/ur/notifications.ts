import type { NamespaceOf } from "../../catalogue";

export default {
  notifyMe: "اس فون پر مجھے اطلاع دیں",
  on: "اس فون پر اطلاعات آن ہیں",
  turnOff: "بند کریں",
  blocked: "اس براؤزر کی ترتیبات میں Khatms کی اطلاعات بند ہیں۔",
  failed: "اطلاعات آن نہیں ہو سکیں۔ براہِ کرم دوبارہ کوشش کریں۔",
  iosGuide:
    'iPhone یا iPad پر اطلاعات پانے کے لیے Khatms کو ہوم اسکرین پر شامل کریں: Share پر ٹیپ کریں، پھر "Add to Home Screen"، اور وہیں سے کھولیں۔',
  inAppBrowser: "اطلاعات پانے کے لیے اپنے براؤزر میں کھولیں",
  offlineNote: "آپ آف لائن ہیں۔ آخری اپ ڈیٹ {time}۔",
} satisfies NamespaceOf<"notifications">;
