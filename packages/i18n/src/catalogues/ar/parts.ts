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
  noneSelected:
    "{division, select, hizb {لم تختر أي حزب} quarter {لم تختر أي ربع} page {لم تختر أي صفحة} surah {لم تختر أي سورة} other {لم تختر أي قسم}}",
  selectAtLeastOne:
    "{division, select, hizb {يُرجى اختيار حزب واحد على الأقل لحجزه} quarter {يُرجى اختيار ربع واحد على الأقل لحجزه} page {يُرجى اختيار صفحة واحدة على الأقل لحجزها} surah {يُرجى اختيار سورة واحدة على الأقل لحجزها} other {يُرجى اختيار قسم واحد على الأقل لحجزه}}",
  allReservedTitle: "حُجزت أقسام هذه الختمة كلها ({unit}).",
  loading: "جارٍ تحميل الأقسام ({unit})",
  loadFailed: "تعذّر تحميل الأقسام ({unit})",
  progressAndCompleted: "المحجوز {reserved} من {total} {unit} · المكتمل {completed}",
  confirmComplete: "هل أتممت قراءة {part}؟ سيُعلَّم بأنه مكتمل.",
  confirmCancel: "هل تريد إلغاء حجزك لـ{part}؟ سيصبح متاحًا لغيرك من جديد.",
  boardTitle: "{division, select, hizb {الأحزاب} quarter {الأرباع} page {الصفحات} surah {السور} other {الأقسام}}",
  boardHint: "اختر أقسامًا ({unit}) لها الحالة نفسها لتطبّق عليها إجراءً واحدًا.",
  showParts: "عرض الأقسام ({unit})",
  cannotMix:
    "لا يمكنك اختيار عدة أقسام ({unit}) إلا إذا كانت لها الحالة نفسها ({status, select, available {متاحة} reserved {محجوزة} completed {مكتملة} other {{status}}})",
  transferTitle: "نقل {part}",
  detailsTitle: "تفاصيل {part}",
  importHint:
    "الصق القائمة المرقّمة من مجموعتك على واتساب. كل سطر مثل «1. أحمد ✅» يحجز {part} لقارئه، وعلامة ✅ تعني أنه مكتمل.",
  importPart: "{division, select, hizb {الحزب} quarter {الربع} page {الصفحة} surah {السورة} other {القسم}}",
  importNoRows: "لم يُعثر على أي قسم ({unit}) في هذه القائمة بعد.",
  unreadNoNumber:
    "{division, select, hizb {لا رقم حزب} quarter {لا رقم ربع} page {لا رقم صفحة} surah {لا رقم سورة} other {لا رقم قسم}}",
  unreadOutOfRange:
    "{division, select, hizb {لا يوجد حزب بهذا الرقم} quarter {لا يوجد ربع بهذا الرقم} page {لا توجد صفحة بهذا الرقم} surah {لا توجد سورة بهذا الرقم} other {لا يوجد قسم بهذا الرقم}}",
  remindHelp: "يراسل كل قارئ لديه أقسام لم تكتمل ({unit}). مرة واحدة في اليوم على الأكثر.",
  staleSwitch: "تحرير الأقسام ({unit}) التي لم تكتمل بعد عدد من الأيام",
  staleDays: "تحرير الأقسام ({unit}) بعد (أيام)",
  rotate: "التدوير: يُحجز لكل قارئ ما يلي ما قرأه ({unit})، مع رسالة بالبريد الإلكتروني",
  invite: "الدعوة: راسِل قرّاء الدورة السابقة ليختاروا أقسامهم ({unit})",
  mailSubject: "نصيبك ({unit}) في «{name}»",
  mailHeading: "نصيبك المحجوز ({unit})",
  reservedSelf: "لقد حجزت {parts} في ختمة «{name}»:",
  reservedSelfHtml: "لقد حجزت {parts} في ختمة {name}:",
  reservedBy: "حجز لك {by} {parts} في ختمة «{name}»:",
  reservedByHtml: "حجز لك {by} {parts} في ختمة {name}:",
  reminderSubject: "تذكير: نصيبك ({unit}) في «{name}»",
  reminderHeading: "تذكير بنصيبك ({unit})",
  reminderIntro: "تذكير لطيف بنصيبك ({unit}) في ختمة «{name}»:",
  reminderIntroHtml: "تذكير لطيف بنصيبك ({unit}) في ختمة {name}:",
  reminderFromCreator: "يرسل إليك {by} تذكيرًا لطيفًا بنصيبك ({unit}) في ختمة «{name}»:",
  reminderFromCreatorHtml: "يرسل إليك {by} تذكيرًا لطيفًا بنصيبك ({unit}) في ختمة {name}:",
  staleWarningSubject: "سيُحرَّر نصيبك ({unit}) في «{name}» غدًا",
  staleWarningHeading: "سيُحرَّر نصيبك ({unit}) غدًا",
  staleWarningIntro:
    "تحرّر هذه الختمة ما لا يكتمل خلال {days} يومًا ({unit}) ليقرأه غيرك. وغدًا يحدث ذلك لنصيبك في ختمة «{name}»:",
  staleWarningIntroHtml:
    "تحرّر هذه الختمة ما لا يكتمل خلال {days} يومًا ({unit}) ليقرأه غيرك. وغدًا يحدث ذلك لنصيبك في ختمة {name}:",
  staleReleasedSubject: "نصيبك ({unit}) في «{name}» متاح من جديد",
  staleReleasedHeading: "نصيبك ({unit}) متاح من جديد",
  staleReleasedIntro: "لم يكتمل نصيبك ({unit}) خلال {days} يومًا، فصار متاحًا من جديد لأي قارئ في ختمة «{name}»:",
  staleReleasedIntroHtml: "لم يكتمل نصيبك ({unit}) خلال {days} يومًا، فصار متاحًا من جديد لأي قارئ في ختمة {name}:",
  staleReleasedAfter: "يسعدنا أن تحجزه من جديد، أو غيره ({unit})، متى كنت مستعدًا.",
  chooseParts: "اختر نصيبك ({unit})",
  selectAllStatus:
    "اختر كل {status, select, available {المتاحة} reserved {المحجوزة} completed {المكتملة} other {{status}}} ({count})",
  reserveRefused:
    "{juz} {count, plural, one {لم يعد متاحًا. يُرجى اختيار غيره.} other {لم تعد متاحة. يُرجى اختيار غيرها.}}",
  creatorOnly:
    "وحده منشئ هذه الختمة يمكنه {action, select, reserveOnBehalf {حجز الأقسام ({unit}) نيابةً عن قرّاء آخرين} transfer {نقل الأقسام ({unit})} uncomplete {تعليم الأقسام ({unit}) كغير مكتملة} other {فعل هذا}}.",
  ownPartsOnly:
    "يمكنك فقط {action, select, cancel {إلغاء حجوزاتك} other {تعليم أقسامك ({unit}) كمكتملة}}. استخدم المتصفح الذي حجزت منه، أو سجّل الدخول بالبريد الإلكتروني الذي حجزت به.",
  readerEmailMismatch: "البريد الإلكتروني الذي أدخلته لا يطابق البريد الذي تمّ به هذا الحجز.",
  holderOnly:
    "وحده القارئ الذي حجزه يمكنه تغيير طريقة ظهوره. استخدم المتصفح الذي حجزت منه، أو سجّل الدخول بالبريد الإلكتروني الذي حجزت به.",
  noReaderToRemind: "لا يوجد قارئ لديه أقسام مفتوحة ({unit}) وبريد إلكتروني لتذكيره.",
  reminderLinkGone: "هذا الرابط لم يعد صالحًا. ليست لديك أقسام مفتوحة ({unit}) في هذه الختمة.",
  roundStarted:
    "بدأت الجولة {round}: {mode, select, rotate {حُجز القسم التالي ({unit}) لـ{count} من القرّاء} other {دُعي {count} من القرّاء}}.",
  reservedTitle: "تم حجز {parts}",
} satisfies NamespaceOf<"parts">;
