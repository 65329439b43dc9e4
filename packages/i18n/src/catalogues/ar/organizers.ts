import type { NamespaceOf } from "../../catalogue";

/** Issue 37: the khatm's co-organizers, their invitation, the refusals and the feed's sentences. */
export default {
  title: "المنظمون",
  intro: "يستطيع المنظمون فعل كل ما تفعله في هذه الختمة إلا حذفها واختيار منظميها. يسجلون الدخول بالعنوان الذي تضيفه.",
  creator: "{name} (المنشئ)",
  none: "لا يوجد منظمون آخرون بعد.",
  emailLabel: "البريد الإلكتروني للمنظم",
  add: "إضافة منظم",
  remove: "إزالة",
  removeLabel: "إزالة {email} من المنظمين",
  added: "أصبح {email} منظمًا. الدعوة في الطريق إليه.",
  removed: "لم يعد {email} منظمًا.",
  loadFailed: "تعذّر تحميل المنظمين",
  badge: "منظم",
  creatorsOwn: "هذا عنوان المنشئ نفسه: المنشئ ينظم هذه الختمة أصلًا.",
  tooMany:
    "الحد الأقصى لمنظمي الختمة غير منشئها هو {max, plural, zero {# منظم} one {منظم واحد} two {منظمان} few {# منظمين} many {# منظمًا} other {# منظم}}.",
  notFound: "هذا العنوان ليس من منظمي هذه الختمة.",
  invitationSubject: "أصبحت منظمًا للختمة {name}",
  invitationHeading: "أصبحت منظمًا",
  invitation: "أضافك {by} منظمًا للختمة «{name}».",
  invitationHtml: "أضافك {by} منظمًا للختمة {name}.",
  invitationSignIn:
    "سجّل الدخول بالعنوان {email} لتنظيمها: الحجز للقراء، وتعليم الأجزاء مكتملة، وإرسال التذكيرات، وتغيير إعداداتها.",
  boardLine: "افتح اللوحة: {link}",
  openBoard: "افتح اللوحة",
  activityReserved: "حجز {organizer} {juz} لـ{reader}",
  activityCancelled: "ألغى {organizer} حجز {juz} الخاص بـ{readers}",
  activityCompleted: "علّم {organizer} {juz} مكتملًا",
  activityUncompleted: "علّم {organizer} {juz} غير مكتمل",
  activityTransferred: "نقل {organizer} {juz} من {from} إلى {to}",
} satisfies NamespaceOf<"organizers">;
