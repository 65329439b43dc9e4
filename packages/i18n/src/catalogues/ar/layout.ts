import type { NamespaceOf } from "../../catalogue";

/** The header, the phone drawer, the footer and the 404 page. */
export default {
  myReservations: "حجوزاتي",
  myKhatms: "ختماتي",
  myAccount: "حسابي",
  login: "تسجيل الدخول",
  logout: "تسجيل الخروج",
  checkingSignIn: "نتحقق من تسجيل الدخول",
  loadingAccountMenu: "جارٍ تحميل قائمة الحساب",
  openNavigation: "فتح قائمة التنقل",
  closeNavigation: "إغلاق قائمة التنقل",
  accountMenu: "قائمة الحساب",
  menu: "القائمة",
  language: "اللغة",
  signedInAs: "مسجّل الدخول باسم",
  copyright: "© {year} Khatm. جميع الحقوق محفوظة.",
  footer: "تذييل الصفحة",
  contactUs: "تواصل معنا",
  termsOfService: "شروط الخدمة",
  privacyPolicy: "سياسة الخصوصية",
  notFoundTitle: "الصفحة غير موجودة",
  notFoundText: "الصفحة التي تبحث عنها غير موجودة أو نُقلت. تحقّق من العنوان، أو ابدأ من جديد من الصفحة الرئيسية.",
  returnHome: "العودة إلى الرئيسية",
} satisfies NamespaceOf<"layout">;
