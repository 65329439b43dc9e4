import type { NamespaceOf } from "../../catalogue";

/** Creating a khatm (/create) and the success page after it (/success). */
export default {
  title: "ختمِ قرآن شروع کریں",
  intro: "اپنے ختم کا نام رکھیں، اسے شیئر کریں، اور پڑھنے والے تیس پارے آپس میں لے لیں۔",
  khatmName: "ختم کا نام",
  khatmNamePlaceholder: "مثلاً رمضان ختمِ قرآن 2025",
  occasion: "موقع",
  occasionPlaceholder: "مثلاً دادی جان کے ایصالِ ثواب کے لیے (اختیاری)",
  makePublic: "اس ختم کو عام کریں (سب کو نظر آئے)",
  creatingAs: "بنانے والے: {name} ({email})",
  yourName: "آپ کا نام",
  yourEmail: "آپ کی ای میل",
  privateDetails: "آپ کا نام اور ای میل ہمیشہ نجی رہتے ہیں۔",
  accountNotice:
    "ختم بنا کر آپ اس ای میل سے اکاؤنٹ بنانے پر رضامند ہیں۔ ہم آپ کو لاگ اِن لنک بھیجیں گے تاکہ آپ اپنا ختم سنبھال سکیں۔",
  cancel: "منسوخ",
  creating: "بن رہا ہے...",
  create: "ختم بنائیں",
  loginEmailSentTitle: "لاگ اِن ای میل بھیج دی گئی",
  loginEmailSent: "اپنی ای میل دیکھیں: اس میں لاگ اِن کر کے اپنا ختم سنبھالنے کا لنک ہے۔",
  nothingToShow: "دکھانے کے لیے کوئی نیا ختم نہیں۔ آگے لے جا رہے ہیں...",
  createdTitle: "ختم بن گیا!",
  public: "عام",
  private: "نجی",
  accessCode: "رسائی کوڈ",
  codeHint: "پڑھنے والے یہ کوڈ ہوم پیج پر درج کریں، یا آپ کا شیئر کیا ہوا لنک کھولیں۔",
  copyShareableLink: "شیئر کرنے کا لنک کاپی کریں",
  viewKhatm: "ختم دیکھیں",
  manageYourKhatms: "اپنے ختم سنبھالیں",
  signInToManage: "سنبھالنے کے لیے لاگ اِن کریں",
  manageLinkTitle: "آپ کا انتظامی لنک",
  manageLinkHint:
    "اسے محفوظ کر لیں: یہ اس ختمِ قرآن کی کنجی ہے۔ جو بھی اسے کھولے وہ اس کا انتظام کر سکتا ہے، اس لیے اسے اپنے پاس ہی رکھیں۔",
  copyManageLink: "انتظامی لنک کاپی کریں",
  manageLinkCopied: "انتظامی لنک کاپی ہو گیا!",
  manageLinkEmailed: "ہم نے یہ آپ کو ای میل بھی کر دیا ہے۔",
  manageLinkEmailing: "ہم یہ آپ کو ای میل کر رہے ہیں۔",
  manageLinkNotEmailedTitle: "یہ لنک آپ کو ای میل نہیں ہوا",
  manageLinkNotEmailed:
    "ہم اس لنک والی ای میل نہیں بھیج سکے: آپ کے پتے کو آج جتنی ای میلز بھیجی جا سکتی تھیں وہ بھیجی جا چکی ہیں، یا اس نے مزید ای میلز نہ بھیجنے کو کہا ہے۔ ابھی لنک کاپی کر کے محفوظ رکھیں: یہ ای میل سے نہیں آئے گا۔",
  manageLinkEmailRetrying:
    "اس لنک والی ای میل ابھی تک نہیں بھیجی جا سکی؛ ہم ایک دن تک کوشش کرتے رہیں گے۔ احتیاطاً ابھی لنک کاپی کر لیں۔",
} satisfies NamespaceOf<"create">;
