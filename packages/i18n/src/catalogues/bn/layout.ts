import type { NamespaceOf } from "../../catalogue";

/** The header, the phone drawer, the footer and the 404 page. */
export default {
  myReservations: "আমার পারা",
  myKhatms: "আমার খতম",
  myAccount: "আমার অ্যাকাউন্ট",
  login: "লগইন",
  logout: "লগআউট",
  checkingSignIn: "লগইন দেখা হচ্ছে",
  loadingAccountMenu: "অ্যাকাউন্ট মেনু লোড হচ্ছে",
  openNavigation: "মেনু খুলুন",
  closeNavigation: "মেনু বন্ধ করুন",
  accountMenu: "অ্যাকাউন্ট মেনু",
  menu: "মেনু",
  language: "ভাষা",
  signedInAs: "লগইন করেছেন",
  copyright: "© {year} Khatm। সর্বস্বত্ব সংরক্ষিত।",
  footer: "ফুটার",
  contactUs: "যোগাযোগ করুন",
  termsOfService: "ব্যবহারের শর্তাবলি",
  privacyPolicy: "গোপনীয়তা নীতি",
  notFoundTitle: "পেজটি পাওয়া যায়নি",
  notFoundText: "আপনি যে পেজটি খুঁজছেন সেটি নেই বা সরিয়ে নেওয়া হয়েছে। ঠিকানাটি দেখুন, অথবা হোম পেজ থেকে আবার শুরু করুন।",
  returnHome: "হোম পেজে ফিরে যান",
} satisfies NamespaceOf<"layout">;
