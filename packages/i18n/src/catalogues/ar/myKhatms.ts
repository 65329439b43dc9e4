import type { NamespaceOf } from "../../catalogue";

/** My Khatms (/my-khatms): the khatms a creator made. */
export default {
  title: "ختماتي",
  createNew: "إنشاء ختمة جديدة",
  noneCreatedSignedIn: "لم تنشئ أي ختمة بعد.",
  noneFromBrowser: "لم تُنشأ أي ختمة من هذا المتصفح.",
  find: "ابحث عن ختماتي",
  findPlaceholder: "البريد الإلكتروني الذي أنشأت به",
  findButton: "بحث",
  khatmsCreated: "ختمات أنشأتها",
  loading: "جارٍ تحميل الختمات",
  loadFailed: "تعذّر تحميل ختماتك",
  noActive: "لا توجد ختمات نشطة",
  public: "عامة",
  private: "خاصة",
  noOccasion: "بلا مناسبة محددة",
  created: "أُنشئت في {date}",
  manage: "إدارة الختمة",
  signInTitle: "سجّل الدخول لترى كل الختمات التي أنشأتها",
  signInText: "لنضمن ألا يراها أحد غيرك، نعرض ختمات {email} بعد أن تفتح رابط الدخول المرسل إلى ذلك العنوان.",
  sent: "أُرسل! تفقّد بريدك الإلكتروني؛ تنتهي صلاحية الرابط بعد 15 دقيقة.",
  emailMeLink: "أرسل لي رابط الدخول",
} satisfies NamespaceOf<"myKhatms">;
