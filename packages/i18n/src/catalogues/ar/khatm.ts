import type { NamespaceOf } from "../../catalogue";

/** A khatm's pieces shared by its pages and lists: juz cards, status badges, progress, heading, not found. */
export default {
  juz: "الجزء {number}",
  byReader: "بقراءة {name}",
  statusAvailable: "متاح",
  statusReserved: "محجوز",
  statusCompleted: "مكتمل",
  loadingJuz: "جارٍ تحميل الأجزاء",
  created: "أُنشئت في {date}",
  code: "الرمز: {code}",
  notFoundTitle: "لم يُعثر على الختمة",
  notFoundText: "لم نجد ختمة بهذا الرمز. تحقّق من الرابط أو الرمز وحاول مرة أخرى.",
  returnHome: "العودة إلى الرئيسية",
  progressTitle: "تقدّم الختمة",
  percentReserved: "محجوز {percent}٪",
  reservedCount:
    "المحجوز {reserved} من {total, plural, zero {# جزء} one {جزء واحد} two {جزأين} few {# أجزاء} many {# جزءًا} other {# جزء}}",
  reservedAndCompletedCount:
    "المحجوز {reserved} من {total, plural, zero {# جزء} one {جزء واحد} two {جزأين} few {# أجزاء} many {# جزءًا} other {# جزء}} · المكتمل {completed}",
  fullyReserved: "محجوزة بالكامل",
  viewKhatm: "عرض الختمة",
  joinKhatm: "انضمّ إلى الختمة",
  myReservations: "حجوزاتي",
  complete: "أتممته",
  cancel: "إلغاء",
  markAsCompleted: "علّمه مكتملًا",
  cancelReservation: "إلغاء الحجز",
  confirmComplete: "هل أتممت قراءة الجزء {number}؟ سيُعلَّم بأنه مكتمل.",
  confirmCancel: "هل تريد إلغاء حجزك للجزء {number}؟ سيصبح الجزء متاحًا لغيرك من جديد.",
  liveConnecting: "جارٍ الاتصال…",
  live: "مباشر",
  liveReconnecting: "جارٍ إعادة الاتصال…",
  liveHint: "تظهر هنا تغييرات الآخرين لحظة حدوثها",
} satisfies NamespaceOf<"khatm">;
