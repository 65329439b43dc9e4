import type { NamespaceOf } from "../../catalogue";

/** The header, the phone drawer, the footer and the 404 page. */
export default {
  myReservations: "میرے پارے",
  myKhatms: "میرے ختم",
  myAccount: "میرا اکاؤنٹ",
  login: "لاگ اِن",
  logout: "لاگ آؤٹ",
  checkingSignIn: "لاگ اِن دیکھا جا رہا ہے",
  loadingAccountMenu: "اکاؤنٹ مینو لوڈ ہو رہا ہے",
  openNavigation: "مینو کھولیں",
  closeNavigation: "مینو بند کریں",
  accountMenu: "اکاؤنٹ مینو",
  menu: "مینو",
  language: "زبان",
  signedInAs: "لاگ اِن بطور",
  copyright: "© {year} Khatm۔ جملہ حقوق محفوظ ہیں۔",
  footer: "فوٹر",
  contactUs: "ہم سے رابطہ کریں",
  termsOfService: "شرائطِ استعمال",
  privacyPolicy: "رازداری کی پالیسی",
  notFoundTitle: "صفحہ نہیں ملا",
  notFoundText:
    "آپ جو صفحہ تلاش کر رہے ہیں وہ موجود نہیں یا کہیں اور منتقل ہو گیا ہے۔ پتہ دیکھیں، یا ہوم پیج سے دوبارہ شروع کریں۔",
  returnHome: "ہوم پیج پر واپس جائیں",
} satisfies NamespaceOf<"layout">;
