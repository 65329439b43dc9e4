import type { NamespaceOf } from "../../catalogue";

export default {
  notifyMe: "نبّهني على هذا الهاتف",
  on: "الإشعارات مفعّلة على هذا الهاتف",
  turnOff: "إيقاف",
  blocked: "الإشعارات محظورة لـ Khatms في إعدادات هذا المتصفح.",
  failed: "تعذّر تفعيل الإشعارات. يُرجى المحاولة مرة أخرى.",
  iosGuide:
    "لتصلك الإشعارات على iPhone أو iPad، أضف Khatms إلى الشاشة الرئيسية: اضغط «مشاركة» ثم «إضافة إلى الشاشة الرئيسية»، وافتحها من هناك.",
  inAppBrowser: "افتح الصفحة في متصفحك لتصلك الإشعارات",
  offlineNote: "أنت غير متصل بالإنترنت. آخر تحديث {time}.",
} satisfies NamespaceOf<"notifications">;
