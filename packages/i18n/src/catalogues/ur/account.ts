import type { NamespaceOf } from "../../catalogue";

/** The account page /account: the profile, viewed and edited. */
export default {
  title: "میرا اکاؤنٹ",
  name: "نام",
  email: "ای میل",
  emailFixed: "ای میل تبدیل نہیں کی جا سکتی",
  country: "ملک",
  memberSince: "رکنیت کی تاریخ",
  editProfile: "پروفائل میں ترمیم",
  notSet: "درج نہیں",
  updateFailedTitle: "تبدیلی محفوظ نہ ہو سکی",
  updateFailed: "آپ کی پروفائل اپ ڈیٹ کرنے میں مسئلہ پیش آیا",
  cancel: "منسوخ",
  saveChanges: "تبدیلیاں محفوظ کریں",
} satisfies NamespaceOf<"account">;
