import type { NamespaceOf } from "../../catalogue";

/** Parts of a khatm by its division (issue 24): each part's label, lists of parts, and the create form's choice. */
export default {
  juz: "پارہ {number}",
  hizb: "حزب {number}",
  quarter: "ربع {number}",
  page: "صفحہ {number}",
  surah: "{number}. {name}",
  juzList: "{count, plural, one {پارہ {list}} other {پارے {list}}}",
  hizbList: "{count, plural, one {حزب {list}} other {حزب {list}}}",
  quarterList: "{count, plural, one {ربع {list}} other {ربع {list}}}",
  pageList: "{count, plural, one {صفحہ {list}} other {صفحات {list}}}",
  surahList: "{count, plural, one {سورہ {list}} other {سورتیں {list}}}",
  juzUnit: "پارے",
  hizbUnit: "حزب",
  quarterUnit: "ربع",
  pageUnit: "صفحات",
  surahUnit: "سورتیں",
  counted:
    "{count, plural, one {# {division, select, juz {پارہ} hizb {حزب} quarter {ربع} page {صفحہ} surah {سورت} recitation {تلاوت} other {حصہ}}} other {# {division, select, juz {پارے} hizb {حزب} quarter {ربع} page {صفحات} surah {سورتیں} recitation {تلاوتیں} other {حصے}}}}",
  divideBy: "تقسیم بلحاظ",
  optionJuz: "پارے ({count, plural, one {ایک حصہ} other {# حصے}})",
  optionHizb: "احزاب ({count, plural, one {ایک حصہ} other {# حصے}})",
  optionQuarter: "ارباع ({count, plural, one {ایک حصہ} other {# حصے}})",
  optionPage: "صفحات ({count, plural, one {ایک حصہ} other {# حصے}})",
  optionSurah: "سورتیں ({count, plural, one {ایک حصہ} other {# حصے}})",
  previewOpen: "{counted} میں سے {available} ابھی باقی ہیں: ایک لیں اور ساتھ پڑھیں۔ {taken} لیے گئے، {completed} مکمل۔",
  previewFullyReserved: "سب حصے لیے جا چکے: ہر حصے کا ایک قاری ہے، {counted} میں سے {completed} مکمل۔",
  previewCompleted: "مکمل: سب کی تلاوت ہو چکی ہے ({counted})۔",
  imageAlt: "{name} کی پیش رفت: {counted} میں سے {reserved} لیے گئے",
  progress: "{reserved}/{counted} لیے گئے",
  groupFree: "{total} میں سے {free} دستیاب",
  nextFree: "اگلے دستیاب: {counted}",
  groupsTitle: "پاروں کے لحاظ سے حصے",
  groupsHint: "کسی پارے پر ٹیپ کریں تاکہ اس کے حصے دیکھیں۔",
  plusOthers: "+{others}",
  read: "{part} پڑھیں",
  emailLine: "- {part}: {surahs}",
  emailReadLine: "  {part} پڑھیں: {link}",
  availableTitle:
    "{division, select, hizb {دستیاب حزب} quarter {دستیاب ربع} page {دستیاب صفحات} surah {دستیاب سورتیں} other {دستیاب حصے}}",
  pickHint: "جو {unit} آپ پڑھنا چاہتے ہیں ان پر ٹیپ کریں، پھر نیچے سے انہیں لے لیں۔",
  reserveTitle:
    "{division, select, hizb {منتخب حزب لیں} quarter {منتخب ربع لیں} page {منتخب صفحات لیں} surah {منتخب سورتیں لیں} other {منتخب حصے لیں}}",
  reserveButton: "{parts} لیں",
  reserved: "آپ نے کامیابی سے {parts} لے لیے۔ اس ختم میں حصہ لینے کا شکریہ، جزاک اللہ خیراً۔",
  reservedOnBehalf: "آپ نے {name} کی طرف سے کامیابی سے {parts} لے لیے۔",
  cancelText: "{juzList} واپس کریں؟ یہ {unit} دوسرے پڑھنے والوں کے لیے پھر سے دستیاب ہو جائیں گے۔",
  uncompleteText: "{juzList} کو نامکمل قرار دیں؟ یہ {unit} پھر سے اپنے پڑھنے والوں کے پاس لیے ہوئے شمار ہوں گے۔",
  completeManyTitle:
    "{division, select, hizb {کئی حزب پر مکمل کا نشان لگائیں} quarter {کئی ربع پر مکمل کا نشان لگائیں} page {کئی صفحات پر مکمل کا نشان لگائیں} surah {کئی سورتوں پر مکمل کا نشان لگائیں} other {کئی حصوں پر مکمل کا نشان لگائیں}}",
  allRead: "سب کی تلاوت ہو چکی ہے ({counted})۔",
  completionMail:
    "الحمدللہ، ختم “{name}” کی مکمل تلاوت ہو چکی ہے ({counted})۔ شرکت کا شکریہ؛ اللہ تعالیٰ سب پڑھنے والوں کی طرف سے قبول فرمائے۔",
  completionMailHtml:
    "الحمدللہ، ختم {name} کی مکمل تلاوت ہو چکی ہے ({counted})۔ شرکت کا شکریہ؛ اللہ تعالیٰ سب پڑھنے والوں کی طرف سے قبول فرمائے۔",
  fullyReservedSubject: "“{name}” میں سب کچھ لے لیا گیا ({counted})",
  fullyReservedHeading: "تمام {unit} لے لیے گئے ہیں",
  fullyReserved:
    "آپ کے ختم میں اب سب کچھ لے لیا گیا ہے ({counted})۔ آپ اس کے صفحے پر پڑھنے والوں کی پیش رفت دیکھ سکتے ہیں۔",
  completedMail: "الحمدللہ، آپ کے ختم کی مکمل تلاوت ہو گئی ({counted})۔ اللہ تعالیٰ تمام شرکاء سے قبول فرمائے۔",
  autoNextRound: "جب سب مکمل ہو جائے ({counted})",
  nextRoundNotYet: "اگلا دور تمام {counted} مکمل ہونے پر شروع ہو سکتا ہے۔",
  myCancelText: "“{name}” میں {part} واپس کریں؟ یہ دوسرے پڑھنے والوں کے لیے دستیاب ہو جائے گا۔",
  importConfirmText:
    "{juzList} درج قارئین کے لیے لے لیے جائیں گے، اور ✅ والے مکمل نشان زد ہوں گے۔ جو {unit} پہلے سے اسی قاری کے پاس ہیں وہ ویسے ہی رہیں گے۔",
  noneSelected:
    "{division, select, hizb {کوئی حزب منتخب نہیں} quarter {کوئی ربع منتخب نہیں} page {کوئی صفحہ منتخب نہیں} surah {کوئی سورہ منتخب نہیں} other {کوئی حصہ منتخب نہیں}}",
  selectAtLeastOne:
    "{division, select, hizb {براہِ کرم لینے کے لیے کم از کم ایک حزب منتخب کریں} quarter {براہِ کرم لینے کے لیے کم از کم ایک ربع منتخب کریں} page {براہِ کرم لینے کے لیے کم از کم ایک صفحہ منتخب کریں} surah {براہِ کرم لینے کے لیے کم از کم ایک سورہ منتخب کریں} other {براہِ کرم لینے کے لیے کم از کم ایک حصہ منتخب کریں}}",
  allReservedTitle: "اس ختم کے تمام {unit} لے لیے گئے ہیں۔",
  loading: "{unit} لوڈ ہو رہے ہیں",
  loadFailed: "{unit} لوڈ نہیں ہو سکے",
  progressAndCompleted: "{counted} میں سے {reserved} لیے جا چکے · {completed} مکمل",
  confirmComplete: "کیا آپ نے {part} پڑھ لیا ہے؟ اس پر مکمل کا نشان لگ جائے گا۔",
  confirmCancel: "{part} واپس کریں؟ یہ دوسروں کے لیے پھر سے دستیاب ہو جائے گا۔",
  boardTitle: "{division, select, hizb {حزب} quarter {ربع} page {صفحات} surah {سورتیں} other {حصے}}",
  boardHint: "ایک ہی حالت والے {unit} منتخب کریں تاکہ سب پر ایک ساتھ عمل کر سکیں۔",
  showParts: "{unit} دکھائیں",
  cannotMix:
    "آپ صرف ایک ہی حالت والے کئی {unit} منتخب کر سکتے ہیں ({status, select, available {دستیاب} reserved {لیے گئے} completed {مکمل} other {{status}}})",
  transferTitle: "{part} منتقل کریں",
  detailsTitle: "{part} کی تفصیل",
  importHint:
    "اپنے واٹس ایپ گروپ کی نمبر والی فہرست یہاں چسپاں کریں۔ ہر سطر جیسے «1. احمد ✅» {part} اس کے قاری کے لیے لے لیتی ہے؛ ✅ کا مطلب ہے مکمل۔",
  importPart: "{division, select, hizb {حزب} quarter {ربع} page {صفحہ} surah {سورہ} other {حصہ}}",
  importNoRows: "اس فہرست میں ابھی کوئی {unit} نہیں ملے۔",
  unreadNoNumber:
    "{division, select, hizb {حزب کا نمبر نہیں} quarter {ربع کا نمبر نہیں} page {صفحے کا نمبر نہیں} surah {سورہ کا نمبر نہیں} other {حصے کا نمبر نہیں}}",
  unreadOutOfRange:
    "{division, select, hizb {اس نمبر کا حزب نہیں} quarter {اس نمبر کا ربع نہیں} page {اس نمبر کا صفحہ نہیں} surah {اس نمبر کی سورہ نہیں} other {اس نمبر کا حصہ نہیں}}",
  remindHelp: "جن پڑھنے والوں کے {unit} ابھی مکمل نہیں ہوئے انہیں ای میل جاتی ہے۔ دن میں زیادہ سے زیادہ ایک بار۔",
  staleSwitch: "کچھ دنوں میں مکمل نہ ہونے والے {unit} آزاد کر دیں",
  staleDays: "{unit} آزاد کریں، اتنے دن بعد",
  rotate: "آگے بڑھائیں: ہر پڑھنے والے کے لیے اس کے پڑھے ہوئے حصے کے بعد والے {unit} مخصوص ہو جائیں گے، ای میل کے ساتھ",
  invite: "دعوت دیں: پچھلے دور کے پڑھنے والوں کو ای میل کریں کہ وہ اپنے {unit} چنیں",
  mailSubject: "“{name}” میں آپ کے {unit}",
  mailHeading: "آپ کے لیے گئے {unit}",
  reservedSelf: "آپ نے ختم “{name}” میں {parts} لیے ہیں:",
  reservedSelfHtml: "آپ نے ختم {name} میں {parts} لیے ہیں:",
  reservedBy: "{by} نے ختم “{name}” میں آپ کے لیے {parts} لیے ہیں:",
  reservedByHtml: "{by} نے ختم {name} میں آپ کے لیے {parts} لیے ہیں:",
  reminderSubject: "یاد دہانی: “{name}” میں آپ کے {unit}",
  reminderHeading: "آپ کے {unit} کی یاد دہانی",
  reminderIntro: "ختم “{name}” میں آپ کے {unit} کی ایک نرم سی یاد دہانی:",
  reminderIntroHtml: "ختم {name} میں آپ کے {unit} کی ایک نرم سی یاد دہانی:",
  reminderFromCreator: "{by} ختم “{name}” میں آپ کے {unit} کی نرم سی یاد دہانی بھیج رہے ہیں:",
  reminderFromCreatorHtml: "{by} ختم {name} میں آپ کے {unit} کی نرم سی یاد دہانی بھیج رہے ہیں:",
  staleWarningSubject: "“{name}” میں آپ کے {unit} کل آزاد ہو جائیں گے",
  staleWarningHeading: "آپ کے {unit} کل آزاد ہو جائیں گے",
  staleWarningIntro:
    "یہ ختم {days, plural, one {ایک دن} other {# دن}} میں مکمل نہ ہونے والے {unit} آزاد کر دیتا ہے تاکہ دوسرے انہیں پڑھ سکیں۔ کل ختم “{name}” میں آپ کے حصے کے ساتھ یہی ہو گا:",
  staleWarningIntroHtml:
    "یہ ختم {days, plural, one {ایک دن} other {# دن}} میں مکمل نہ ہونے والے {unit} آزاد کر دیتا ہے تاکہ دوسرے انہیں پڑھ سکیں۔ کل ختم {name} میں آپ کے حصے کے ساتھ یہی ہو گا:",
  staleReleasedSubject: "“{name}” میں آپ کے {unit} پھر سے دستیاب ہیں",
  staleReleasedHeading: "آپ کے {unit} پھر سے دستیاب ہیں",
  staleReleasedIntro:
    "آپ کے {unit} {days, plural, one {ایک دن} other {# دن}} میں مکمل نہیں ہوئے، اس لیے ختم “{name}” کے ہر قاری کے لیے پھر سے دستیاب ہیں:",
  staleReleasedIntroHtml:
    "آپ کے {unit} {days, plural, one {ایک دن} other {# دن}} میں مکمل نہیں ہوئے، اس لیے ختم {name} کے ہر قاری کے لیے پھر سے دستیاب ہیں:",
  staleReleasedAfter: "جب بھی آپ تیار ہوں، انہیں یا دوسرے {unit} دوبارہ لے سکتے ہیں۔",
  chooseParts: "اپنے {unit} چنیں",
  selectAllStatus:
    "تمام {status, select, available {دستیاب} reserved {لیے گئے} completed {مکمل} other {{status}}} منتخب کریں ({count})",
  reserveRefused: "{juz} اب دستیاب نہیں۔ براہِ کرم {count, plural, one {کوئی اور حصہ} other {دوسرے حصے}} منتخب کریں۔",
  creatorOnly:
    "صرف اس ختم کا بانی {action, select, reserveOnBehalf {دوسرے قارئین کی طرف سے {unit} لے سکتا ہے} transfer {{unit} منتقل کر سکتا ہے} uncomplete {{unit} کو نامکمل نشان زد کر سکتا ہے} other {یہ کر سکتا ہے}}۔",
  ownPartsOnly:
    "آپ صرف {action, select, cancel {اپنے لیے ہوئے حصے واپس کر سکتے ہیں} other {اپنے {unit} مکمل نشان زد کر سکتے ہیں}}۔ وہی براؤزر استعمال کریں جس سے آپ نے حصہ لیا تھا، یا اسی ای میل سے لاگ اِن کریں۔",
  readerEmailMismatch: "آپ کا درج کردہ ای میل اس ای میل سے میل نہیں کھاتا جس سے یہ حصہ لیا گیا تھا۔",
  holderOnly:
    "صرف وہی قاری جس نے اسے لیا، بدل سکتا ہے کہ وہ کیسے دکھائی دے۔ وہی براؤزر استعمال کریں جس سے آپ نے حصہ لیا تھا، یا اسی ای میل سے لاگ اِن کریں۔",
  noReaderToRemind: "کھلے {unit} والے کسی قاری کا ای میل نہیں جسے یاد دلایا جائے۔",
  reminderLinkGone: "یہ لنک اب درست نہیں۔ اس ختم میں آپ کے کوئی کھلے {unit} نہیں۔",
  roundStarted:
    "دور {round} شروع ہو گیا: {mode, select, rotate {{count, plural, one {ایک قاری کے اگلے {unit} ان کے لیے لے لیے گئے} other {# قارئین کے اگلے {unit} ان کے لیے لے لیے گئے}}} other {{count, plural, one {ایک قاری کو دعوت دی گئی} other {# قارئین کو دعوت دی گئی}}}}۔",
  reservedTitle: "{parts} لے لیا گیا",
} satisfies NamespaceOf<"parts">;
