import type { NamespaceOf } from "../../catalogue";

export default {
  reminderTitle: "تذكير من «{name}»",
  reminderBody: "قراءتك بانتظارك. اضغط لفتح الختمة.",
  creatorReminderBody: "أرسل {creator} تذكيرًا: قراءتك بانتظارك.",
  staleWarningTitle: "سيُحرَّر حجزك في «{name}» غدًا",
  staleWarningBody: "علّم ما قرأته لتحتفظ به.",
  staleReleasedTitle: "حجزك في «{name}» متاح مرة أخرى",
  staleReleasedBody: "يمكن لقارئ آخر أخذه الآن. افتح الختمة لتحجز من جديد.",
  invitationTitle: "بدأت الدورة {round} من «{name}»",
  invitationBody: "افتح الختمة لتحجز نصيبك.",
  roundReservationBody: "نصيبك محجوز لك. افتح الختمة لتقرأه.",
  completedTitle: "اكتملت «{name}»",
  completedBody: "جزاك الله خيرًا على مشاركتك. تقبّل الله منكم جميعًا.",
  fullyCompletedBody: "قُرئت جميع الأقسام. افتح الختمة لتراها.",
  fullyReservedTitle: "حُجزت جميع أقسام «{name}»",
  fullyReservedBody: "افتح الختمة لتتابع القراءة.",
} satisfies NamespaceOf<"pushes">;
