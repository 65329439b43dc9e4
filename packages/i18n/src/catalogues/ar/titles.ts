import type { NamespaceOf } from "../../catalogue";

/** Page names in the browser tab ("My Account · Khatm"). */
export default {
  publicKhatms: "الختمات العامة",
  stopEmails: "رسائل البريد من Khatm",
  reviewReport: "مراجعة ختمة مُبلَّغ عنها",
  signIn: "تسجيل الدخول",
  termsOfService: "شروط الخدمة",
  khatmNotFound: "لم يُعثر على الختمة",
  verifyingSignIn: "التحقق من تسجيل الدخول",
  stopReminders: "إيقاف التذكيرات",
  khatmCreated: "أُنشئت الختمة",
  privacyPolicy: "سياسة الخصوصية",
  createKhatm: "إنشاء ختمة",
  myKhatms: "ختماتي",
  myAccount: "حسابي",
  myReservations: "حجوزاتي",
} satisfies NamespaceOf<"titles">;
