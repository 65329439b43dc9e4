import type { NamespaceOf } from "../../catalogue";

/**
 * The worker's e-mails. Subjects and sentences only: the templates (apps/worker/src/email/templates) hold the HTML,
 * and put names and links in escaped, {name} in <strong> where the HTML version shows it bold.
 */
export default {
  greeting: "السلام عليكم،",
  greetingNamed: "السلام عليكم يا {name}،",
  orOpenLink: "أو افتح هذا الرابط: {link}",
  magicLinkSubject: "تسجيل الدخول إلى Khatms",
  magicLinkOpen: "افتح هذا الرابط لتسجيل الدخول إلى Khatms:",
  magicLinkUseButton: "استخدم الزر أدناه لتسجيل الدخول إلى Khatms.",
  magicLinkExpires:
    "تنتهي صلاحية الرابط بعد {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقةً} other {# دقيقة}}، ويعمل مرة واحدة.",
  magicLinkIgnore: "إن لم تطلب تسجيل الدخول، فتجاهل هذه الرسالة.",
  accountSubject: "أُنشئ حسابك في Khatms",
  accountHeading: "أُنشئ الحساب",
  accountCreated: "أُنشئ حسابك في Khatms.",
  accountLinkFollows: "سنرسل إليك رسالة منفصلة فيها رابط لتسجيل الدخول. ويمكنك طلب رابط جديد في أي وقت:",
  signIn: "تسجيل الدخول",
  createdSubject: "أُنشئت ختمتك «{name}»",
  createdHeading: "أُنشئت ختمتك",
  createdSentence: "أُنشئت ختمتك «{name}».",
  createdSentenceHtml: "أُنشئت ختمتك {name}.",
  accessCode: "رمز الدخول: {code}",
  shareLink: "شارك هذا الرابط مع القرّاء: {link}",
  shareLinkHtml: "شارك هذا الرابط مع القرّاء:",
  joinLink: "أو أرسلهم مباشرة إلى صفحة الانضمام: {link}",
  manageIntro: "أدِر ختمتك (الحجز لغيرك، الإلغاء، النقل، الحذف) من هذا الرابط الخاص:",
  manageWarning: "احتفظ به لنفسك: كل من لديه هذا الرابط يستطيع إدارة الختمة.",
  viewKhatm: "عرض الختمة",
  manageKhatm: "إدارة ختمتك",
  viewKhatmLink: "عرض الختمة: {link}",
  khatmLine: "الختمة: «{name}»",
  khatmLineHtml: "الختمة: {name}",
  fullyReservedSubject:
    "حُجزت الأجزاء كلها ({total, plural, zero {# جزء} one {جزء واحد} two {جزأين} few {# أجزاء} many {# جزءًا} other {# جزء}}) في «{name}»",
  fullyReservedHeading: "حُجز كل جزء",
  fullyReserved:
    "حُجزت الآن أجزاء ختمتك كلها ({total, plural, zero {# جزء} one {جزء واحد} two {جزأين} few {# أجزاء} many {# جزءًا} other {# جزء}}). يمكنك متابعة تقدّم القرّاء في صفحتها.",
  completedSubject: "اكتملت «{name}»",
  completedHeading: "اكتملت ختمتك",
  completed:
    "الحمد لله، قُرئت أجزاء ختمتك كلها ({total, plural, zero {# جزء} one {جزء واحد} two {جزأين} few {# أجزاء} many {# جزءًا} other {# جزء}}). تقبّل الله من كل من شارك فيها.",
  reservationSubject: "أجزاؤك في «{name}»",
  reservationHeading: "حجز أجزائك",
  reservedSelf:
    "حجزت {count, plural, zero {# جزء} one {جزءًا واحدًا} two {جزأين} few {# أجزاء} many {# جزءًا} other {# جزء}} في ختمة «{name}»:",
  reservedSelfHtml:
    "حجزت {count, plural, zero {# جزء} one {جزءًا واحدًا} two {جزأين} few {# أجزاء} many {# جزءًا} other {# جزء}} في ختمة {name}:",
  reservedBy:
    "حجز لك {by} {count, plural, zero {# جزء} one {جزءًا واحدًا} two {جزأين} few {# أجزاء} many {# جزءًا} other {# جزء}} في ختمة «{name}»:",
  reservedByHtml:
    "حجز لك {by} {count, plural, zero {# جزء} one {جزءًا واحدًا} two {جزأين} few {# أجزاء} many {# جزءًا} other {# جزء}} في ختمة {name}:",
  juzLine: "- الجزء {number}: {surahs}",
  juzLineHtml: "{juz}: {surahs}",
  juz: "الجزء {number}",
  manageReservations: "اطّلع على حجوزاتك أو أتمّها أو ألغها: {link}",
  noDeadline: "لا يوجد موعد نهائي. تقبّل الله قراءتك.",
  accountSignInHere: "سجّل الدخول بعنوان البريد هذا لتتابع حجوزاتك: {link}",
} satisfies NamespaceOf<"emails">;
