import type { NamespaceOf } from "../../catalogue";

/** Issue 37: the finish-by date, its pace, the form field and the organizers' "3 days left" e-mail. */
export default {
  finishBy: "{date} تک مکمل",
  pace: "{days, plural, one {ایک دن باقی} other {# دن باقی}} · روزانہ {counted}",
  onTime: "وقت پر مکمل ہوا",
  late: "تاریخ کے بعد {count} باقی",
  label: "تکمیل کی تاریخ (اختیاری)",
  description: "وہ تاریخ جس تک آپ کے قارئین مکمل کرنا چاہتے ہیں: ختم کا صفحہ مطلوبہ رفتار دکھاتا ہے۔",
  clear: "تاریخ ہٹائیں",
  noticeLine: "{counted} ابھی خالی، {days, plural, one {ایک دن} other {# دن}} باقی",
  noticeSubject: "{line}: {name}",
  noticeText: "ختم “{name}” کو {date} تک مکمل کرنا ہے۔",
  noticeRemind: "بورڈ سے اس کے قارئین کو یاد دہانی بھیجیں: {link}",
  noticeButton: "یاد دہانی بھیجیں",
} satisfies NamespaceOf<"finishBy">;
