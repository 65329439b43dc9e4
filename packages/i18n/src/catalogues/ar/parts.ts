import type { NamespaceOf } from "../../catalogue";

/** Parts of a khatm by its division (issue 24): each part's label, lists of parts, and the create form's choice. */
export default {
  juz: "الجزء {number}",
  hizb: "الحزب {number}",
  quarter: "الربع {number}",
  page: "الصفحة {number}",
  surah: "{number}. {name}",
  juzList: "جزء {list}",
  hizbList: "حزب {list}",
  quarterList: "ربع {list}",
  pageList: "صفحة {list}",
  surahList: "سورة {list}",
  juzUnit: "جزء",
  hizbUnit: "حزب",
  quarterUnit: "ربع",
  pageUnit: "صفحة",
  surahUnit: "سورة",
  noneSelected: "لم تختر أي قسم",
  divideBy: "التقسيم حسب",
  optionJuz: "الأجزاء ({count} قسمًا)",
  optionHizb: "الأحزاب ({count} قسمًا)",
  optionQuarter: "الأرباع ({count} قسمًا)",
  optionPage: "الصفحات ({count} قسمًا)",
  optionSurah: "السور ({count} قسمًا)",
  previewOpen: "{available} من {total} {unit} ما زالت متاحة: احجز واحدًا واقرأ معنا. {taken} محجوز، {completed} مكتمل.",
  previewFullyReserved: "محجوز بالكامل: لكل قسم قارئ، اكتمل {completed} من {total} {unit}.",
  previewCompleted: "اكتملت: قُرئت الأقسام كلها ({total} {unit}).",
  imageAlt: "تقدّم {name}: {reserved} من {total} {unit} محجوزة",
  progress: "{reserved}/{total} {unit} محجوزة",
  groupFree: "{free} متاح من {total}",
  nextFree: "اختر التالي: {count} {unit} متاحة",
  groupsTitle: "الأقسام حسب الجزء",
  groupsHint: "اضغط على جزء لترى أقسامه.",
  plusOthers: "+{others}",
  read: "اقرأ {part}",
  emailLine: "- {part}: {surahs}",
  emailReadLine: "  اقرأ {part}: {link}",
  availableTitle:
    "{division, select, hizb {الأحزاب المتاحة} quarter {الأرباع المتاحة} page {الصفحات المتاحة} surah {السور المتاحة} other {الأقسام المتاحة}}",
  pickHint: "اضغط على ما تريد قراءته ({unit})، ثم احجزه بالأسفل.",
  reserveTitle:
    "{division, select, hizb {احجز الأحزاب المختارة} quarter {احجز الأرباع المختارة} page {احجز الصفحات المختارة} surah {احجز السور المختارة} other {احجز الأقسام المختارة}}",
  reserveButton: "{count, plural, =1 {احجز {part}} other {احجز {unit}: #}}",
  reserved:
    "{count, plural, =1 {تم حجز {parts} بنجاح.} other {تم حجز # {unit} بنجاح: {parts}.}} جزاك الله خيرًا على مشاركتك في هذه الختمة.",
  reservedOnBehalf:
    "{count, plural, =1 {تم حجز {parts} بنجاح نيابةً عن {name}.} other {تم حجز # {unit} بنجاح نيابةً عن {name}: {parts}.}}",
  cancelText: "هل تريد إلغاء حجز {juzList}؟ ستصبح متاحة لقرّاء آخرين من جديد ({unit}).",
  uncompleteText: "هل تريد تعليم {juzList} بأنها غير مكتملة؟ ستعود محجوزة لقرّائها ({unit}).",
  completeManyTitle:
    "{division, select, hizb {تعليم عدة أحزاب بأنها مكتملة} quarter {تعليم عدة أرباع بأنها مكتملة} page {تعليم عدة صفحات بأنها مكتملة} surah {تعليم عدة سور بأنها مكتملة} other {تعليم عدة أقسام بأنها مكتملة}}",
  allRead: "قُرئت الأقسام كلها ({total} {unit}).",
  completionMail:
    "الحمد لله، قُرئت الأقسام كلها ({total} {unit}) في ختمة «{name}». جزاك الله خيرًا على مشاركتك، وتقبّل الله من كل من قرأ.",
  completionMailHtml:
    "الحمد لله، قُرئت الأقسام كلها ({total} {unit}) في ختمة {name}. جزاك الله خيرًا على مشاركتك، وتقبّل الله من كل من قرأ.",
  fullyReservedSubject: "حُجزت الأقسام كلها ({total} {unit}) في «{name}»",
  fullyReservedHeading: "حُجزت الأقسام كلها ({unit})",
  fullyReserved: "حُجزت الآن أقسام ختمتك كلها ({total} {unit}). يمكنك متابعة تقدّم القرّاء في صفحتها.",
  completedMail: "الحمد لله، قُرئت أقسام ختمتك كلها ({total} {unit}). تقبّل الله من كل من شارك فيها.",
  autoNextRound: "عند اكتمال الأقسام كلها ({total} {unit})",
  nextRoundNotYet: "يمكن بدء الجولة التالية عند اكتمال الأقسام كلها ({count} {unit}).",
  myCancelText: "هل تريد إلغاء حجزك لـ{part} في «{name}»؟ سيصبح متاحًا ليحجزه قرّاء آخرون.",
  importConfirmText:
    "سيُحجز {juzList} نيابةً عن القرّاء المذكورين، ويُعلَّم ما عليه ✅ مكتملًا. ما يحمله قارئه بالفعل ({unit}) يبقى كما هو.",
} satisfies NamespaceOf<"parts">;
