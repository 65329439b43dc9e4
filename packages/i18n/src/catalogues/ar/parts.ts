import type { NamespaceOf } from "../../catalogue";

/** Parts of a khatm by its division (issue 24): each part's label, lists of parts, and the create form's choice. */
export default {
  juz: "الجزء {number}",
  hizb: "الحزب {number}",
  quarter: "الربع {number}",
  page: "الصفحة {number}",
  surah: "{number}. {name}",
  juzList:
    "{count, plural, zero {الأجزاء {list}} one {الجزء {list}} two {الجزأين {list}} few {الأجزاء {list}} many {الأجزاء {list}} other {الأجزاء {list}}}",
  hizbList:
    "{count, plural, zero {الأحزاب {list}} one {الحزب {list}} two {الحزبين {list}} few {الأحزاب {list}} many {الأحزاب {list}} other {الأحزاب {list}}}",
  quarterList:
    "{count, plural, zero {الأرباع {list}} one {الربع {list}} two {الربعين {list}} few {الأرباع {list}} many {الأرباع {list}} other {الأرباع {list}}}",
  pageList:
    "{count, plural, zero {الصفحات {list}} one {الصفحة {list}} two {الصفحتين {list}} few {الصفحات {list}} many {الصفحات {list}} other {الصفحات {list}}}",
  surahList:
    "{count, plural, zero {السور {list}} one {السورة {list}} two {السورتين {list}} few {السور {list}} many {السور {list}} other {السور {list}}}",
  juzUnit: "الأجزاء",
  hizbUnit: "الأحزاب",
  quarterUnit: "الأرباع",
  pageUnit: "الصفحات",
  surahUnit: "السور",
  counted:
    "{count, plural, zero {# {division, select, juz {جزء} hizb {حزب} quarter {ربع} page {صفحة} surah {سورة} recitation {قراءة} other {قسم}}} one {{division, select, juz {جزء واحد} hizb {حزب واحد} quarter {ربع واحد} page {صفحة واحدة} surah {سورة واحدة} recitation {قراءة واحدة} other {قسم واحد}}} two {{division, select, juz {جزأين} hizb {حزبين} quarter {ربعين} page {صفحتين} surah {سورتين} recitation {قراءتين} other {قسمين}}} few {# {division, select, juz {أجزاء} hizb {أحزاب} quarter {أرباع} page {صفحات} surah {سور} recitation {قراءات} other {أقسام}}} many {# {division, select, juz {جزءًا} hizb {حزبًا} quarter {ربعًا} page {صفحةً} surah {سورةً} recitation {قراءةً} other {قسمًا}}} other {# {division, select, juz {جزء} hizb {حزب} quarter {ربع} page {صفحة} surah {سورة} recitation {قراءة} other {قسم}}}}",
  divideBy: "التقسيم حسب",
  optionJuz:
    "الأجزاء ({count, plural, zero {# قسم} one {قسم واحد} two {قسمين} few {# أقسام} many {# قسمًا} other {# قسم}})",
  optionHizb:
    "الأحزاب ({count, plural, zero {# قسم} one {قسم واحد} two {قسمين} few {# أقسام} many {# قسمًا} other {# قسم}})",
  optionQuarter:
    "الأرباع ({count, plural, zero {# قسم} one {قسم واحد} two {قسمين} few {# أقسام} many {# قسمًا} other {# قسم}})",
  optionPage:
    "الصفحات ({count, plural, zero {# قسم} one {قسم واحد} two {قسمين} few {# أقسام} many {# قسمًا} other {# قسم}})",
  optionSurah:
    "السور ({count, plural, zero {# قسم} one {قسم واحد} two {قسمين} few {# أقسام} many {# قسمًا} other {# قسم}})",
  previewOpen:
    "ما زال متاحًا {available} من {counted}: احجز ما ستقرؤه واقرأ معنا. المحجوز {taken}، والمكتمل {completed}.",
  previewFullyReserved: "محجوز بالكامل: لكل قسم قارئ، اكتمل {completed} من {counted}.",
  previewCompleted: "اكتملت: قُرئت الأقسام كلها ({counted}).",
  imageAlt: "تقدّم {name}: المحجوز {reserved} من {counted}",
  progress: "المحجوز {reserved} من {counted}",
  groupFree: "{free} متاح من {total}",
  nextFree: "اختر المتاح التالي: {counted}",
  groupsTitle: "الأقسام حسب الجزء",
  groupsHint: "اضغط على جزء لترى أقسامه.",
  plusOthers: "+{others}",
  read: "اقرأ {part}",
  emailLine: "- {part}: {surahs}",
  emailReadLine: "  اقرأ {part}: {link}",
  availableTitle:
    "{division, select, hizb {الأحزاب المتاحة} quarter {الأرباع المتاحة} page {الصفحات المتاحة} surah {السور المتاحة} other {الأقسام المتاحة}}",
  pickHint: "اضغط على {unit} التي تريد قراءتها، ثم احجزها بالأسفل.",
  reserveTitle:
    "{division, select, hizb {احجز الأحزاب المختارة} quarter {احجز الأرباع المختارة} page {احجز الصفحات المختارة} surah {احجز السور المختارة} other {احجز الأقسام المختارة}}",
  reserveButton: "احجز {parts}",
  reserved: "تم حجز {parts} بنجاح. جزاك الله خيرًا على مشاركتك في هذه الختمة.",
  reservedOnBehalf: "تم حجز {parts} بنجاح نيابةً عن {name}.",
  cancelText: "هل تريد إلغاء حجز {juzList}؟ ستعود هذه {unit} متاحة لقرّاء آخرين.",
  uncompleteText: "هل تريد تعليم {juzList} بأنها غير مكتملة؟ ستعود هذه {unit} محجوزة لقرّائها.",
  completeManyTitle:
    "{division, select, hizb {تعليم عدة أحزاب بأنها مكتملة} quarter {تعليم عدة أرباع بأنها مكتملة} page {تعليم عدة صفحات بأنها مكتملة} surah {تعليم عدة سور بأنها مكتملة} other {تعليم عدة أقسام بأنها مكتملة}}",
  allRead: "قُرئت الأقسام كلها ({counted}).",
  completionMail:
    "الحمد لله، قُرئت الأقسام كلها ({counted}) في ختمة «{name}». جزاك الله خيرًا على مشاركتك، وتقبّل الله من كل من قرأ.",
  completionMailHtml:
    "الحمد لله، قُرئت الأقسام كلها ({counted}) في ختمة {name}. جزاك الله خيرًا على مشاركتك، وتقبّل الله من كل من قرأ.",
  fullyReservedSubject: "حُجزت الأقسام كلها ({counted}) في «{name}»",
  fullyReservedHeading: "حُجزت {unit} كلها",
  fullyReserved: "حُجزت الآن أقسام ختمتك كلها ({counted}). يمكنك متابعة تقدّم القرّاء في صفحتها.",
  completedMail: "الحمد لله، قُرئت أقسام ختمتك كلها ({counted}). تقبّل الله من كل من شارك فيها.",
  autoNextRound: "عند اكتمال الأقسام كلها ({counted})",
  nextRoundNotYet: "يمكن بدء الدورة التالية عند اكتمال الأقسام كلها ({counted}).",
  myCancelText: "هل تريد إلغاء حجزك لـ{part} في «{name}»؟ سيصبح متاحًا ليحجزه قرّاء آخرون.",
  importConfirmText:
    "سيُحجز {juzList} نيابةً عن القرّاء المذكورين، ويُعلَّم ما عليه ✅ مكتملًا. وما يحمله القارئ بالفعل من {unit} يبقى كما هو.",
  noneSelected:
    "{division, select, hizb {لم تختر أي حزب} quarter {لم تختر أي ربع} page {لم تختر أي صفحة} surah {لم تختر أي سورة} other {لم تختر أي قسم}}",
  selectAtLeastOne:
    "{division, select, hizb {يُرجى اختيار حزب واحد على الأقل لحجزه} quarter {يُرجى اختيار ربع واحد على الأقل لحجزه} page {يُرجى اختيار صفحة واحدة على الأقل لحجزها} surah {يُرجى اختيار سورة واحدة على الأقل لحجزها} other {يُرجى اختيار قسم واحد على الأقل لحجزه}}",
  allReservedTitle: "حُجزت {unit} كلها في هذه الختمة.",
  loading: "جارٍ تحميل {unit}",
  loadFailed: "تعذّر تحميل {unit}",
  progressAndCompleted: "المحجوز {reserved} من {counted} · المكتمل {completed}",
  confirmComplete: "هل أتممت قراءة {part}؟ سيُعلَّم بأنه مكتمل.",
  confirmCancel: "هل تريد إلغاء حجزك لـ{part}؟ سيصبح متاحًا لغيرك من جديد.",
  boardTitle: "{division, select, hizb {الأحزاب} quarter {الأرباع} page {الصفحات} surah {السور} other {الأقسام}}",
  boardHint: "اختر من {unit} ما له الحالة نفسها لتطبّق عليه إجراءً واحدًا.",
  showParts: "عرض {unit}",
  cannotMix:
    "لا يمكنك أن تختار معًا من {unit} إلا ما له الحالة نفسها ({status, select, available {متاحة} reserved {محجوزة} completed {مكتملة} other {{status}}})",
  transferTitle: "نقل {part}",
  detailsTitle: "تفاصيل {part}",
  importHint:
    "الصق القائمة المرقّمة من مجموعتك على واتساب. كل سطر مثل «1. أحمد ✅» يحجز {part} لقارئه، وعلامة ✅ تعني أنه مكتمل.",
  importPart: "{division, select, hizb {الحزب} quarter {الربع} page {الصفحة} surah {السورة} other {القسم}}",
  importNoRows: "لم يُعثر على شيء من {unit} في هذه القائمة بعد.",
  unreadNoNumber:
    "{division, select, hizb {لا رقم حزب} quarter {لا رقم ربع} page {لا رقم صفحة} surah {لا رقم سورة} other {لا رقم قسم}}",
  unreadOutOfRange:
    "{division, select, hizb {لا يوجد حزب بهذا الرقم} quarter {لا يوجد ربع بهذا الرقم} page {لا توجد صفحة بهذا الرقم} surah {لا توجد سورة بهذا الرقم} other {لا يوجد قسم بهذا الرقم}}",
  remindHelp: "يراسل كل قارئ لديه من {unit} ما لم يكتمل. مرة واحدة في اليوم على الأكثر.",
  staleSwitch: "تحرير {unit} التي لم تكتمل بعد عدد من الأيام",
  staleDays: "تحرير {unit} بعد (أيام)",
  rotate: "التدوير: تُحجز لكل قارئ {unit} التي تلي ما قرأه، مع رسالة بالبريد الإلكتروني",
  invite: "الدعوة: راسِل قرّاء الدورة السابقة ليختاروا {unit} التي سيقرؤونها",
  mailSubject: "نصيبك من {unit} في «{name}»",
  mailHeading: "نصيبك المحجوز من {unit}",
  reservedSelf: "لقد حجزت {parts} في ختمة «{name}»:",
  reservedSelfHtml: "لقد حجزت {parts} في ختمة {name}:",
  reservedBy: "حجز لك {by} {parts} في ختمة «{name}»:",
  reservedByHtml: "حجز لك {by} {parts} في ختمة {name}:",
  reminderSubject: "تذكير: نصيبك من {unit} في «{name}»",
  reminderHeading: "تذكير بنصيبك من {unit}",
  reminderIntro: "تذكير لطيف بنصيبك من {unit} في ختمة «{name}»:",
  reminderIntroHtml: "تذكير لطيف بنصيبك من {unit} في ختمة {name}:",
  reminderFromCreator: "يرسل إليك {by} تذكيرًا لطيفًا بنصيبك من {unit} في ختمة «{name}»:",
  reminderFromCreatorHtml: "يرسل إليك {by} تذكيرًا لطيفًا بنصيبك من {unit} في ختمة {name}:",
  staleWarningSubject: "سيُحرَّر نصيبك من {unit} في «{name}» غدًا",
  staleWarningHeading: "سيُحرَّر نصيبك من {unit} غدًا",
  staleWarningIntro:
    "تحرّر هذه الختمة {unit} التي لا تكتمل خلال {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}} ليقرأها غيرك. وغدًا يحدث ذلك لنصيبك في ختمة «{name}»:",
  staleWarningIntroHtml:
    "تحرّر هذه الختمة {unit} التي لا تكتمل خلال {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}} ليقرأها غيرك. وغدًا يحدث ذلك لنصيبك في ختمة {name}:",
  staleReleasedSubject: "نصيبك من {unit} في «{name}» متاح من جديد",
  staleReleasedHeading: "نصيبك من {unit} متاح من جديد",
  staleReleasedIntro:
    "لم يكتمل نصيبك من {unit} خلال {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}، فصار متاحًا من جديد لأي قارئ في ختمة «{name}»:",
  staleReleasedIntroHtml:
    "لم يكتمل نصيبك من {unit} خلال {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}، فصار متاحًا من جديد لأي قارئ في ختمة {name}:",
  staleReleasedAfter: "يسعدنا أن تحجزه من جديد، أو غيره من {unit}، متى كنت مستعدًا.",
  chooseParts: "اختر نصيبك من {unit}",
  selectAllStatus:
    "اختر كل {status, select, available {المتاحة} reserved {المحجوزة} completed {المكتملة} other {{status}}} ({count})",
  reserveRefused:
    "{juz} {count, plural, one {لم يعد متاحًا. يُرجى اختيار غيره.} zero {لم تعد متاحة. يُرجى اختيار غيرها.} two {لم تعد متاحة. يُرجى اختيار غيرها.} few {لم تعد متاحة. يُرجى اختيار غيرها.} many {لم تعد متاحة. يُرجى اختيار غيرها.} other {لم تعد متاحة. يُرجى اختيار غيرها.}}",
  creatorOnly:
    "وحده منشئ هذه الختمة يمكنه {action, select, reserveOnBehalf {حجز {unit} نيابةً عن قرّاء آخرين} transfer {نقل {unit}} uncomplete {تعليم {unit} كغير مكتملة} other {فعل هذا}}.",
  ownPartsOnly:
    "يمكنك فقط {action, select, cancel {إلغاء حجوزاتك} other {تعليم ما حجزته من {unit} كمكتمل}}. استخدم المتصفح الذي حجزت منه، أو سجّل الدخول بالبريد الإلكتروني الذي حجزت به.",
  readerEmailMismatch: "البريد الإلكتروني الذي أدخلته لا يطابق البريد الذي تمّ به هذا الحجز.",
  holderOnly:
    "وحده القارئ الذي حجزه يمكنه تغيير طريقة ظهوره. استخدم المتصفح الذي حجزت منه، أو سجّل الدخول بالبريد الإلكتروني الذي حجزت به.",
  noReaderToRemind: "لا يوجد قارئ لديه من {unit} ما لم يكتمل وله بريد إلكتروني لتذكيره.",
  reminderLinkGone: "هذا الرابط لم يعد صالحًا. ليس لديك من {unit} ما لم يكتمل في هذه الختمة.",
  roundStarted:
    "بدأت الدورة {round}: {mode, select, rotate {حُجزت {unit} التالية {count, plural, zero {لـ# قارئ} one {لقارئ واحد} two {لقارئين} few {لـ# قرّاء} many {لـ# قارئًا} other {لـ# قارئ}}} other {{count, plural, zero {دُعي # قارئ} one {دُعي قارئ واحد} two {دُعي قارئان} few {دُعي # قرّاء} many {دُعي # قارئًا} other {دُعي # قارئ}}}}.",
  reservedTitle: "تم حجز {parts}",
} satisfies NamespaceOf<"parts">;
