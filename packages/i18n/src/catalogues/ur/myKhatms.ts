import type { NamespaceOf } from "../../catalogue";

/** My Khatms (/my-khatms): the khatms a creator made. */
export default {
  title: "میرے ختم",
  createNew: "نیا ختم شروع کریں",
  noneCreatedSignedIn: "آپ نے ابھی تک کوئی ختم شروع نہیں کیا۔",
  noneFromBrowser: "اس براؤزر سے کوئی ختم نہیں بنایا گیا۔",
  find: "میرے ختم تلاش کریں",
  findPlaceholder: "وہ ای میل جس سے آپ نے ختم بنایا",
  findButton: "تلاش",
  khatmsCreated: "بنائے گئے ختم",
  loading: "ختم لوڈ ہو رہے ہیں",
  loadFailed: "آپ کے ختم لوڈ نہیں ہو سکے",
  noActive: "کوئی جاری ختم نہیں",
  public: "عام",
  private: "نجی",
  noOccasion: "کوئی خاص موقع نہیں",
  created: "{date} کو بنایا گیا",
  manage: "ختم سنبھالیں",
  signInTitle: "اپنے بنائے ہوئے تمام ختم دیکھنے کے لیے لاگ اِن کریں",
  signInText: "تاکہ انہیں صرف آپ ہی دیکھیں، {email} کے ختم ہم اس پتے پر بھیجا گیا لاگ اِن لنک کھولنے کے بعد دکھاتے ہیں۔",
  sent: "بھیج دیا! اپنی ای میل دیکھیں؛ لنک 15 منٹ میں ختم ہو جائے گا۔",
  emailMeLink: "مجھے لاگ اِن لنک ای میل کریں",
} satisfies NamespaceOf<"myKhatms">;
