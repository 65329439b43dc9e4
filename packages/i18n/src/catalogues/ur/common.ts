import type { NamespaceOf } from "../../catalogue";

/** Texts many screens share: the site's name, toast titles, dialog buttons. */
export default {
  siteName: "Khatm",
  siteTitle: "Khatm: مل کر پورا قرآن پڑھیں",
  pageTitle: "{page} · {site}",
  success: "کامیابی",
  error: "خرابی",
  warning: "انتباہ",
  back: "واپس",
  yourEmail: "آپ کی ای میل",
  browserOnlyNote: "آپ کی رازداری کے لیے ہم صرف اسی براؤزر سے {what} دکھاتے ہیں، یا {signIn} کے بعد سب۔",
  signInLink: "لاگ اِن کرنے",
  noJuzSelected: "کوئی پارہ منتخب نہیں",
  juzList: "پارہ {list}",
  range: "{start}-{end}",
  listSeparator: "، ",
  listAnd: "{items} اور {last}",
  unexpectedError: "ایک غیر متوقع خرابی پیش آئی",
  offlineTitle: "آپ آف لائن ہیں",
  offlineAction: "کچھ نہیں بھیجا گیا۔ انٹرنیٹ سے جڑ کر دوبارہ کوشش کریں۔",
  offlineBanner: "آپ آف لائن ہیں۔ دوبارہ جڑنے تک آپ کا کوئی کام بھیجا نہیں جا سکتا۔",
  slowTitle: "اس میں معمول سے زیادہ وقت لگ رہا ہے",
  slowMessage: "10 سیکنڈ بعد بھی کوئی جواب نہیں۔ انتظار کریں، یا دوبارہ بھیجیں۔",
  tryAgain: "دوبارہ کوشش کریں",
} satisfies NamespaceOf<"common">;
