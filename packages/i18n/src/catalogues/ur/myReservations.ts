import type { NamespaceOf } from "../../catalogue";

/** My Reservations (/my-reservations): a reader's juz across khatms. */
export default {
  title: "میرے پارے",
  noneSignedIn: "آپ کی ابھی کوئی بکنگ نہیں۔ اپنا حصہ لینے کے لیے کسی ختم میں شامل ہوں۔",
  emailPlaceholder: "آپ کی ای میل",
  update: "تازہ کریں",
  reservationsMade: "لیے گئے پارے",
  noneFromBrowser:
    "اس براؤزر سے {email} کے ساتھ کوئی پارہ نہیں لیا گیا۔ کسی اور ڈیوائس سے لیے گئے پارے {signIn} کے بعد نظر آئیں گے۔",
  signIn: "لاگ اِن کرنے",
  noEmailTitle: "ای میل درج نہیں کی گئی",
  noEmail: "اپنے پارے دیکھنے کے لیے وہ ای میل درج کریں جس سے آپ نے پارے لیے تھے۔",
  loading: "پارے لوڈ ہو رہے ہیں",
  loadFailed: "آپ کے پارے لوڈ نہیں ہو سکے",
  tryAgain: "دوبارہ کوشش کریں",
  noneFound: "کوئی پارہ نہیں ملا",
  refreshError: "خرابی پیش آئی۔ براہِ کرم صفحہ دوبارہ لوڈ کریں۔",
  emailRequiredTitle: "ای میل ضروری ہے",
  emailRequired: "اس عمل کی تصدیق کے لیے صفحے کے اوپر اپنی ای میل درج کریں",
  reserved: "لیے گئے",
  completed: "مکمل",
  sectionCount: "{title} ({count})",
  cancelReservation: "پارہ واپس کریں",
  viewFull: "پورا ختم دیکھیں",
  cancelText: "“{name}” میں پارہ {number} واپس کریں؟ یہ دوسرے پڑھنے والوں کے لیے دستیاب ہو جائے گا۔",
  keep: "پارہ اپنے پاس رکھیں",
  completedOn: "{date} کو مکمل کیا",
  reservedOn: "{date} کو لیا",
} satisfies NamespaceOf<"myReservations">;
