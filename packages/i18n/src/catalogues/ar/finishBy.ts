import type { NamespaceOf } from "../../catalogue";

/** Issue 37: the finish-by date, its pace, the form field and the organizers' "3 days left" e-mail. */
export default {
  finishBy: "الإتمام قبل {date}",
  pace: "{days, plural, zero {لم يبقَ يوم} one {بقي يوم واحد} two {بقي يومان} few {بقيت # أيام} many {بقي # يومًا} other {بقي # يوم}} · {counted} في اليوم",
  onTime: "اكتملت في موعدها",
  late: "بقي {count} بعد الموعد",
  label: "الإتمام قبل (اختياري)",
  description: "التاريخ الذي يريد القراء الإتمام قبله: تعرض صفحة الختمة الوتيرة المطلوبة.",
  clear: "إزالة التاريخ",
  noticeLine:
    "ما زال متاحًا: {counted}، {days, plural, zero {لم يبقَ يوم} one {بقي يوم واحد} two {بقي يومان} few {بقيت # أيام} many {بقي # يومًا} other {بقي # يوم}}",
  noticeSubject: "{line}: {name}",
  noticeText: "يُراد إتمام الختمة «{name}» قبل {date}.",
  noticeRemind: "أرسل تذكيرًا لقرائها من اللوحة: {link}",
  noticeButton: "إرسال تذكير",
} satisfies NamespaceOf<"finishBy">;
