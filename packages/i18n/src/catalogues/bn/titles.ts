import type { NamespaceOf } from "../../catalogue";

/** Page names in the browser tab ("My Account · Khatm"). */
export default {
  publicKhatms: "উন্মুক্ত খতম",
  stopEmails: "Khatm-এর ইমেইল",
  reviewReport: "রিপোর্ট করা খতম যাচাই",
  signIn: "লগইন",
  termsOfService: "ব্যবহারের শর্তাবলি",
  khatmNotFound: "খতম পাওয়া যায়নি",
  verifyingSignIn: "লগইন যাচাই",
  stopReminders: "রিমাইন্ডার বন্ধ করুন",
  khatmCreated: "খতম শুরু হয়েছে",
  privacyPolicy: "গোপনীয়তা নীতি",
  createKhatm: "খতম শুরু করুন",
  myKhatms: "আমার খতম",
  myAccount: "আমার অ্যাকাউন্ট",
  myReservations: "আমার পারা",
} satisfies NamespaceOf<"titles">;
