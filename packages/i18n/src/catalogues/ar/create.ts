import type { NamespaceOf } from "../../catalogue";

/** Creating a khatm (/create) and the success page after it (/success). */
export default {
  title: "إنشاء ختمة",
  intro: "سمِّ ختمتك وشاركها، ويحجز القرّاء الأجزاء الثلاثين.",
  khatmName: "اسم الختمة",
  khatmNamePlaceholder: "مثال: ختمة رمضان 2025",
  occasion: "المناسبة",
  occasionPlaceholder: "مثال: على روح جدتنا (اختياري)",
  makePublic: "اجعل هذه الختمة عامة (يراها الجميع)",
  creatingAs: "تُنشئها باسم: {name} ({email})",
  yourName: "اسمك",
  yourEmail: "بريدك الإلكتروني",
  privateDetails: "اسمك وبريدك الإلكتروني يبقيان خاصّين دائمًا.",
  accountNotice:
    "بإنشاء الختمة توافق على إنشاء حساب بهذا البريد الإلكتروني. سنرسل إليك رابط دخول لتتمكن من إدارة ختمتك.",
  cancel: "إلغاء",
  creating: "جارٍ الإنشاء...",
  create: "أنشئ الختمة",
  loginEmailSentTitle: "أُرسل بريد الدخول",
  loginEmailSent: "تفقّد بريدك الإلكتروني، ستجد رابطًا لتسجيل الدخول وإدارة ختمتك.",
  nothingToShow: "لا توجد ختمة جديدة لعرضها. جارٍ التحويل...",
  createdTitle: "أُنشئت الختمة!",
  public: "عامة",
  private: "خاصة",
  accessCode: "رمز الدخول",
  codeHint: "يُدخل القرّاء هذا الرمز في الصفحة الرئيسية، أو يفتحون الرابط الذي تشاركه.",
  copyShareableLink: "انسخ رابط المشاركة",
  viewKhatm: "عرض الختمة",
  manageYourKhatms: "إدارة ختماتك",
  signInToManage: "سجّل الدخول للإدارة",
  manageLinkTitle: "رابط إدارة ختمتك",
  manageLinkHint: "احفظه: إنه مفتاح هذه الختمة. من يفتحه يستطيع إدارة الختمة، فاحتفظ به لنفسك.",
  copyManageLink: "نسخ رابط الإدارة",
  manageLinkCopied: "نُسخ رابط الإدارة!",
  manageLinkEmailed: "أرسلناه إليك أيضًا بالبريد الإلكتروني.",
  manageLinkEmailing: "نرسله إليك الآن بالبريد الإلكتروني.",
  manageLinkNotEmailedTitle: "لم يُرسَل هذا الرابط إلى بريدك الإلكتروني",
  manageLinkNotEmailed:
    "لم نتمكن من إرسال البريد الذي يحمل هذا الرابط: فقد تلقّى عنوانك اليوم أقصى ما نرسله، أو طلب ألا نراسله. انسخ الرابط الآن واحفظه جيدًا، فلن يصلك بالبريد.",
  manageLinkEmailRetrying:
    "تعذّر إرسال البريد الذي يحمل هذا الرابط حتى الآن، وسنواصل المحاولة يومًا كاملًا. انسخ الرابط الآن احتياطًا.",
} satisfies NamespaceOf<"create">;
