import type { NamespaceOf } from "../../catalogue";

export default {
  reminderTitle: "«{name}» کی طرف سے یاد دہانی",
  reminderBody: "آپ کی تلاوت آپ کی منتظر ہے۔ ختم کھولنے کے لیے ٹیپ کریں۔",
  creatorReminderBody: "{creator} نے یاد دہانی بھیجی ہے: آپ کی تلاوت آپ کی منتظر ہے۔",
  staleWarningTitle: "«{name}» میں آپ کی بکنگ کل چھوڑ دی جائے گی",
  staleWarningBody: "اسے رکھنے کے لیے جو پڑھ لیا ہے اس پر نشان لگائیں۔",
  staleReleasedTitle: "«{name}» میں آپ کی بکنگ دوبارہ دستیاب ہے",
  staleReleasedBody: "اب کوئی اور قاری اسے لے سکتا ہے۔ دوبارہ بک کرنے کے لیے ختم کھولیں۔",
  invitationTitle: "«{name}» کا دور {round} شروع ہو گیا ہے",
  invitationBody: "اپنا حصہ بک کرنے کے لیے ختم کھولیں۔",
  roundReservationBody: "آپ کا حصہ آپ کے لیے بک ہے۔ پڑھنے کے لیے ختم کھولیں۔",
  completedTitle: "«{name}» مکمل ہو گیا",
  completedBody: "شرکت کا شکریہ۔ اللہ آپ سب سے قبول فرمائے۔",
  fullyCompletedBody: "تمام حصے پڑھے جا چکے ہیں۔ دیکھنے کے لیے ختم کھولیں۔",
  fullyReservedTitle: "«{name}» کے تمام حصے لے لیے گئے ہیں",
  fullyReservedBody: "تلاوت کی پیروی کے لیے ختم کھولیں۔",
} satisfies NamespaceOf<"pushes">;
