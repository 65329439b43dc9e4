import type { NamespaceOf } from "../../catalogue";

/** Page names in the browser tab ("My Account · Khatm"). */
export default {
  publicKhatms: "عام ختم",
  stopEmails: "Khatm کی ای میلز",
  reviewReport: "شکایت شدہ ختم کا جائزہ",
  signIn: "لاگ اِن",
  termsOfService: "شرائطِ استعمال",
  khatmNotFound: "ختم نہیں ملا",
  verifyingSignIn: "لاگ اِن کی تصدیق",
  stopReminders: "یاد دہانیاں بند کریں",
  khatmCreated: "ختم بن گیا",
  privacyPolicy: "رازداری کی پالیسی",
  createKhatm: "ختمِ قرآن شروع کریں",
  myKhatms: "میرے ختم",
  myAccount: "میرا اکاؤنٹ",
  myReservations: "میرے پارے",
} satisfies NamespaceOf<"titles">;
