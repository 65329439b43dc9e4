import type { NamespaceOf } from "../../catalogue";

/** The account page /account: the profile, viewed and edited. */
export default {
  title: "حسابي",
  name: "الاسم",
  email: "البريد الإلكتروني",
  emailFixed: "لا يمكن تغيير البريد الإلكتروني",
  country: "البلد",
  memberSince: "عضو منذ",
  editProfile: "تعديل الملف الشخصي",
  notSet: "غير محدد",
  updateFailedTitle: "تعذّر التحديث",
  updateFailed: "حدثت مشكلة أثناء تحديث ملفك الشخصي",
  cancel: "إلغاء",
  saveChanges: "حفظ التغييرات",
} satisfies NamespaceOf<"account">;
