import type { NamespaceOf } from "../../catalogue";

/** Parts of a khatm by its division (issue 24): each part's label, lists of parts, and the create form's choice. */
export default {
  juz: "پارہ {number}",
  hizb: "حزب {number}",
  quarter: "ربع {number}",
  page: "صفحہ {number}",
  surah: "{number}. {name}",
  juzList: "پارہ {list}",
  hizbList: "حزب {list}",
  quarterList: "ربع {list}",
  pageList: "صفحہ {list}",
  surahList: "سورہ {list}",
  juzUnit: "پارے",
  hizbUnit: "حزب",
  quarterUnit: "ربع",
  pageUnit: "صفحات",
  surahUnit: "سورتیں",
  noneSelected: "کوئی حصہ منتخب نہیں",
  divideBy: "تقسیم بلحاظ",
  optionJuz: "پارے ({count} حصے)",
  optionHizb: "احزاب ({count} حصے)",
  optionQuarter: "ارباع ({count} حصے)",
  optionPage: "صفحات ({count} حصے)",
  optionSurah: "سورتیں ({count} حصے)",
  previewOpen:
    "{total} {unit} میں سے {available} ابھی باقی ہیں: ایک لیں اور ساتھ پڑھیں۔ {taken} محفوظ، {completed} مکمل۔",
  previewFullyReserved: "مکمل طور پر محفوظ: ہر حصے کا ایک قاری ہے، {total} {unit} میں سے {completed} مکمل۔",
  previewCompleted: "مکمل: تمام {total} {unit} پڑھے جا چکے ہیں۔",
  imageAlt: "{name} کی پیش رفت: {total} {unit} میں سے {reserved} محفوظ",
  progress: "{reserved}/{total} {unit} محفوظ",
  groupFree: "{total} میں سے {free} دستیاب",
  nextFree: "اگلے {count} دستیاب {unit} منتخب کریں",
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
  reserveButton: "{count, plural, =1 {{part} لیں} other {# {unit} لیں}}",
  reserved:
    "{count, plural, =1 {آپ نے کامیابی سے {parts} لے لیا۔} other {آپ نے کامیابی سے # {unit} لے لیے: {parts}۔}} اس ختم میں حصہ لینے کا شکریہ، جزاک اللہ خیراً۔",
  reservedOnBehalf:
    "{count, plural, =1 {آپ نے {name} کی طرف سے کامیابی سے {parts} لے لیا۔} other {آپ نے {name} کی طرف سے کامیابی سے # {unit} لے لیے: {parts}۔}}",
  cancelText: "{juzList} واپس کریں؟ یہ {unit} دوسرے پڑھنے والوں کے لیے پھر سے دستیاب ہو جائیں گے۔",
  uncompleteText: "{juzList} کو نامکمل قرار دیں؟ یہ {unit} پھر سے اپنے پڑھنے والوں کے پاس لیے ہوئے شمار ہوں گے۔",
  completeManyTitle:
    "{division, select, hizb {کئی حزب پر مکمل کا نشان لگائیں} quarter {کئی ربع پر مکمل کا نشان لگائیں} page {کئی صفحات پر مکمل کا نشان لگائیں} surah {کئی سورتوں پر مکمل کا نشان لگائیں} other {کئی حصوں پر مکمل کا نشان لگائیں}}",
  allRead: "تمام {total} {unit} پڑھے جا چکے ہیں۔",
  completionMail:
    "الحمدللہ، ختم “{name}” کے تمام {total} {unit} پڑھے جا چکے ہیں۔ شرکت کا شکریہ؛ اللہ تعالیٰ سب پڑھنے والوں کی طرف سے قبول فرمائے۔",
  completionMailHtml:
    "الحمدللہ، ختم {name} کے تمام {total} {unit} پڑھے جا چکے ہیں۔ شرکت کا شکریہ؛ اللہ تعالیٰ سب پڑھنے والوں کی طرف سے قبول فرمائے۔",
  fullyReservedSubject: "“{name}” کے تمام {total} {unit} لے لیے گئے",
  fullyReservedHeading: "تمام {unit} لے لیے گئے ہیں",
  fullyReserved:
    "آپ کے ختم کے تمام {total} {unit} اب لے لیے گئے ہیں۔ آپ اس کے صفحے پر پڑھنے والوں کی پیش رفت دیکھ سکتے ہیں۔",
  completedMail: "الحمدللہ، آپ کے ختم کے تمام {total} {unit} پڑھ لیے گئے۔ اللہ تعالیٰ تمام شرکاء سے قبول فرمائے۔",
  autoNextRound: "جب تمام {total} {unit} مکمل ہو جائیں",
  nextRoundNotYet: "اگلا دور تمام {count} {unit} مکمل ہونے پر شروع ہو سکتا ہے۔",
  myCancelText: "“{name}” میں {part} واپس کریں؟ یہ دوسرے پڑھنے والوں کے لیے دستیاب ہو جائے گا۔",
  importConfirmText:
    "{juzList} درج قارئین کی طرف سے محفوظ کیے جائیں گے، اور ✅ والے مکمل نشان زد ہوں گے۔ جو {unit} پہلے سے اسی قاری کے پاس ہیں وہ ویسے ہی رہیں گے۔",
} satisfies NamespaceOf<"parts">;
