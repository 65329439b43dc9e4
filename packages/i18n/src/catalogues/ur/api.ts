import type { NamespaceOf } from "../../catalogue";

/** API messages: refusals and the answers of actions, in Urdu. */
export default {
  internal: "ہماری طرف کچھ غلط ہو گیا۔ براہِ کرم دوبارہ کوشش کریں۔",
  emailUnavailable: "اس سائٹ پر ای میل ابھی ترتیب نہیں دی گئی۔ براہِ کرم بعد میں دوبارہ کوشش کریں۔",
  noSuchEndpoint: "ایسا کوئی API پتہ موجود نہیں۔",
  pleaseLogIn: "براہِ کرم لاگ اِن کریں",
  bodyTooLarge: "درخواست کا مواد بہت بڑا ہے (زیادہ سے زیادہ {kb} KB)۔",
  bodyNotJson: "درخواست کا مواد JSON ہونا چاہیے (Content-Type: application/json)۔",
  bodyInvalidJson: "درخواست کا مواد درست JSON نہیں ہے۔",
  invalidRequest:
    "غلط درخواست: {where, select, json {درخواست کا مواد} query {کوئری پیرامیٹرز} param {راستہ} other {ان پٹ}}۔",
  invalidRequestBecause:
    "غلط درخواست ({where, select, json {درخواست کا مواد} query {کوئری پیرامیٹرز} param {راستہ} other {ان پٹ}}): {reason}",
  fieldMessage: "{field}: {message}",
  sentences: "{first} {second}",
  notWebSocket: "یہ پتہ WebSocket ہے: اسے Upgrade: websocket درخواست سے کھولیں۔",
  khatmNotFound: "ختم نہیں ملا",
  juzNotFound: "پارہ نہیں ملا",
  reserveRefused: "{juz} اب دستیاب نہیں۔ براہِ کرم {count, plural, one {کوئی اور پارہ} other {دوسرے پارے}} منتخب کریں۔",
  cancelRefused: "{juz} {count, plural, one {کسی نے نہیں لیا} other {کسی نے نہیں لیے}}، اس لیے واپس کرنے کو کچھ نہیں۔",
  transferRefused:
    "{juz} {count, plural, one {کسی نے نہیں لیا، اس لیے اسے} other {کسی نے نہیں لیے، اس لیے انہیں}} منتقل نہیں کیا جا سکتا۔",
  completeRefused:
    "{juz} {count, plural, one {کسی نے نہیں لیا، اس لیے اسے} other {کسی نے نہیں لیے، اس لیے انہیں}} مکمل نشان زد نہیں کیا جا سکتا۔",
  uncompleteRefused:
    "{juz} {count, plural, one {مکمل نہیں ہے، اس لیے اسے} other {مکمل نہیں ہیں، اس لیے انہیں}} نامکمل نشان زد نہیں کیا جا سکتا۔",
  anonymityRefused:
    "{juz} {count, plural, one {کسی نے نہیں لیا} other {کسی نے نہیں لیے}}، اس لیے گمنام دکھانے کو کوئی قاری نہیں۔",
  releaseRefused:
    "{juz} {count, plural, one {پہلے ہی مکمل ہے، اس لیے اسے} other {پہلے ہی مکمل ہیں، اس لیے انہیں}} آزاد نہیں کیا جا سکتا۔",
  creatorOnly:
    "صرف اس ختم کا بانی {action, select, delete {اسے حذف کر سکتا ہے} reserveOnBehalf {دوسرے قارئین کی طرف سے پارے لے سکتا ہے} transfer {پارے منتقل کر سکتا ہے} uncomplete {پاروں کو نامکمل نشان زد کر سکتا ہے} activities {اس کی حالیہ سرگرمی دیکھ سکتا ہے} dedication {اس کا انتساب بدل سکتا ہے} remind {یاد دہانیاں بھیج سکتا ہے} settings {اس کی ترتیبات بدل سکتا ہے} nextRound {اس کا اگلا دور شروع کر سکتا ہے} importList {فہرست درآمد کر سکتا ہے} organizers {اس کے منتظمین چن سکتا ہے} other {یہ کر سکتا ہے}}۔",
  creatorEmailMismatch: "آپ کا درج کردہ ای میل بانی کے ای میل سے میل نہیں کھاتا۔",
  ownJuzOnly:
    "آپ صرف {action, select, cancel {اپنے لیے ہوئے پارے واپس کر سکتے ہیں} other {اپنے پارے مکمل نشان زد کر سکتے ہیں}}۔ وہی براؤزر استعمال کریں جس سے آپ نے پارہ لیا تھا، یا اسی ای میل سے لاگ اِن کریں۔",
  readerEmailMismatch: "آپ کا درج کردہ ای میل اس ای میل سے میل نہیں کھاتا جس سے یہ پارہ لیا گیا تھا۔",
  holderOnly:
    "صرف پارے کا قاری بدل سکتا ہے کہ وہ کیسے دکھائی دے۔ وہی براؤزر استعمال کریں جس سے آپ نے پارہ لیا تھا، یا اسی ای میل سے لاگ اِن کریں۔",
  anonymityChanged:
    "{juz} کے لیے اب آپ {shown, select, anonymous {گمنام قاری کے طور پر} other {اپنے نام سے}} دکھائی دیتے ہیں۔",
  readerEmailRequired: "جاری رکھنے کے لیے براہِ کرم اپنا ای میل پتہ دیں",
  rateLimited: "بہت زیادہ کوششیں۔ براہِ کرم ایک منٹ انتظار کر کے دوبارہ کوشش کریں۔",
  rateLimitedCreateKhatm: "اس کنکشن سے بہت زیادہ ختم بنائے گئے۔ براہِ کرم ایک گھنٹے بعد کوشش کریں۔",
  rateLimitedReserve: "اس کنکشن سے بہت زیادہ پارے لیے گئے۔ براہِ کرم چند منٹ بعد کوشش کریں۔",
  rateLimitedReport: "اس کنکشن سے بہت زیادہ شکایات۔ براہِ کرم بعد میں کوشش کریں۔",
  rateLimitedChanges: "اس کنکشن سے بہت زیادہ تبدیلیاں۔ براہِ کرم چند منٹ بعد کوشش کریں۔",
  rateLimitedStopLink: "اس لنک سے بہت زیادہ کوششیں۔ براہِ کرم بعد میں کوشش کریں۔",
  cancelled: "{juz} {count, plural, one {واپس کر دیا گیا ہے} other {واپس کر دیے گئے ہیں}}۔",
  transferred: "{juz} {name} کو منتقل کر دیا گیا ہے۔",
  completed: "{juz} {count, plural, one {مکمل نشان زد کر دیا گیا ہے} other {مکمل نشان زد کر دیے گئے ہیں}}۔",
  uncompleted: "{juz} {count, plural, one {نامکمل نشان زد کر دیا گیا ہے} other {نامکمل نشان زد کر دیے گئے ہیں}}۔",
  reminderTooSoon: "آج ایک یاد دہانی بھیجی جا چکی ہے۔ اگلی آپ {time} UTC کے بعد بھیج سکتے ہیں۔",
  noReaderToRemind: "کھلے پاروں والے کسی قاری کا ای میل نہیں جسے یاد دلایا جائے۔",
  reminderSent: "یاد دہانی {count, plural, one {# قاری} other {# قارئین}} کی طرف روانہ ہے۔",
  remindersStopped: "آپ کو ختم “{name}” سے مزید یاد دہانیاں نہیں ملیں گی۔",
  reminderLinkGone: "یہ لنک اب درست نہیں۔ اس ختم میں آپ کا کوئی کھلا پارہ نہیں۔",
  noAutoNextRound: "یہ ختم اپنا اگلا دور خود سے شروع نہیں کرتا۔",
  nextRoundNotYet: "اگلا دور تمام {count, plural, one {ایک پارہ} other {# پارے}} مکمل ہونے پر شروع ہو سکتا ہے۔",
  nextRoundTaken: "دور {round} پہلے ہی شروع ہو چکا ہے۔",
  roundStarted:
    "دور {round} شروع ہو گیا: {mode, select, rotate {{count, plural, one {ایک قاری کا اگلا پارہ ان کے لیے لے لیا گیا} other {# قارئین کا اگلا پارہ ان کے لیے لے لیا گیا}}} other {{count, plural, one {ایک قاری کو دعوت دی گئی} other {# قارئین کو دعوت دی گئی}}}}۔",
  reportOnlyPublic: "صرف عام ختم کی شکایت کی جا سکتی ہے۔",
  reportReceived: "جزاک اللہ۔ آپ کی شکایت موصول ہو گئی ہے۔",
  reviewLinkInvalid: "یہ جائزے کا لنک درست نہیں۔",
  reviewLinkUsed: "یہ جائزے کا لنک پہلے استعمال ہو چکا ہے یا اب درست نہیں۔",
  stopLinkInvalid: "یہ لنک درست نہیں۔ براہِ کرم اپنی تازہ ترین ای میل کا لنک استعمال کریں۔",
  signInLinkInvalid: "یہ لاگ اِن لنک غلط ہے یا اس کی میعاد ختم ہو چکی ہے۔ براہِ کرم نیا لنک منگوائیں۔",
  magicLinkSent: "لاگ اِن لنک کے لیے اپنی ای میل دیکھیں",
  accountCreated: "اکاؤنٹ کامیابی سے بن گیا! لاگ اِن کی ہدایات کے لیے اپنی ای میل دیکھیں۔",
  loggedOut: "آپ لاگ آؤٹ ہو گئے ہیں۔",
  listProgress: "{reserved}/{total} لیے گئے · {completed} مکمل",
  importRefused: "{juz} کسی اور قاری کے پاس ہے۔ فہرست یا بورڈ بدلیں، پھر دوبارہ لاگو کریں۔",
  listApplied: "فہرست لاگو ہو گئی: {juz} تازہ ہوئے۔",
  listUnchanged: "تبدیل کرنے کو کچھ نہیں: بورڈ پہلے ہی فہرست کے مطابق ہے۔",
  pushOff: "اس سائٹ پر اطلاعات ابھی ترتیب نہیں دی گئیں۔",
  pushNeedsReader: "پہلے کوئی پارہ لیں یا لاگ اِن کریں: اطلاعات کسی قاری یا اکاؤنٹ کے آلات پر جاتی ہیں۔",
  pushDeviceNotFound: "یہ آلہ آپ کی اطلاعات وصول نہیں کرتا۔",
} satisfies NamespaceOf<"api">;
