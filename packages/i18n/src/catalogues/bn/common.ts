import type { NamespaceOf } from "../../catalogue";

/** Texts many screens share: the site's name, toast titles, dialog buttons. */
export default {
  siteName: "Khatm",
  siteTitle: "Khatm: সবাই মিলে পুরো কুরআন পড়ি",
  pageTitle: "{page} · {site}",
  success: "সফল",
  error: "ত্রুটি",
  warning: "সতর্কতা",
  back: "ফিরে যান",
  yourEmail: "আপনার ইমেইল",
  browserOnlyNote: "আপনার গোপনীয়তার জন্য আমরা শুধু এই ব্রাউজার থেকে {what} দেখাই, অথবা {signIn} পর সবগুলো।",
  signInLink: "লগইন করার",
  noJuzSelected: "কোনো পারা বাছাই করা হয়নি",
  juzList: "পারা {list}",
  range: "{start}-{end}",
  listSeparator: ", ",
  listAnd: "{items} ও {last}",
  unexpectedError: "একটি অপ্রত্যাশিত ত্রুটি হয়েছে",
  offlineTitle: "আপনি অফলাইনে আছেন",
  offlineAction: "কিছুই পাঠানো হয়নি। ইন্টারনেটে যুক্ত হয়ে আবার চেষ্টা করুন।",
  offlineBanner: "আপনি অফলাইনে আছেন। আবার যুক্ত না হওয়া পর্যন্ত আপনার কোনো কাজ পাঠানো যাবে না।",
  slowTitle: "এতে স্বাভাবিকের চেয়ে বেশি সময় লাগছে",
  slowMessage: "১০ সেকেন্ডেও কোনো উত্তর আসেনি। অপেক্ষা করুন, অথবা আবার পাঠান।",
  tryAgain: "আবার চেষ্টা করুন",
} satisfies NamespaceOf<"common">;
