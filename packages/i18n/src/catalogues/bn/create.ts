import type { NamespaceOf } from "../../catalogue";

/** Creating a khatm (/create) and the success page after it (/success). */
export default {
  title: "খতম শুরু করুন",
  intro: "আপনার খতমের একটি নাম দিন, শেয়ার করুন, আর পাঠকেরা ৩০ পারা ভাগ করে নেবেন।",
  khatmName: "খতমের নাম",
  khatmNamePlaceholder: "যেমন: রমজানের খতম ২০২৫",
  occasion: "উপলক্ষ",
  occasionPlaceholder: "যেমন: আমাদের দাদির স্মরণে (ঐচ্ছিক)",
  makePublic: "এই খতমটি সবার জন্য উন্মুক্ত করুন (সবাই দেখতে পাবে)",
  creatingAs: "যার নামে শুরু হচ্ছে: {name} ({email})",
  yourName: "আপনার নাম",
  yourEmail: "আপনার ইমেইল",
  privateDetails: "আপনার নাম ও ইমেইল সবসময় গোপন থাকে।",
  accountNotice:
    "খতম শুরু করে আপনি এই ইমেইল দিয়ে একটি অ্যাকাউন্ট খুলতে সম্মত হচ্ছেন। আপনার খতম পরিচালনার জন্য আমরা আপনাকে একটি লগইন লিংক পাঠাব।",
  cancel: "বাতিল",
  creating: "শুরু হচ্ছে...",
  create: "খতম শুরু করুন",
  loginEmailSentTitle: "লগইন ইমেইল পাঠানো হয়েছে",
  loginEmailSent: "আপনার ইমেইল দেখুন: লগইন করে খতম পরিচালনার লিংক সেখানে আছে।",
  nothingToShow: "দেখানোর মতো নতুন কোনো খতম নেই। অন্য পেজে নিয়ে যাচ্ছি...",
  createdTitle: "খতম শুরু হয়েছে!",
  public: "উন্মুক্ত",
  private: "ব্যক্তিগত",
  accessCode: "প্রবেশ কোড",
  codeHint: "পাঠকেরা হোম পেজে এই কোডটি লিখবেন, অথবা আপনার শেয়ার করা লিংক খুলবেন।",
  copyShareableLink: "শেয়ার করার লিংক কপি করুন",
  viewKhatm: "খতম দেখুন",
  manageYourKhatms: "আপনার খতমগুলো পরিচালনা করুন",
  signInToManage: "পরিচালনার জন্য লগইন করুন",
  manageLinkTitle: "আপনার পরিচালনার লিংক",
  manageLinkHint: "এটি সংরক্ষণ করুন: এটিই এই খতমের চাবি। যে এটি খুলবে সে খতমটি পরিচালনা করতে পারবে, তাই এটি নিজের কাছেই রাখুন।",
  copyManageLink: "পরিচালনার লিংক কপি করুন",
  manageLinkCopied: "পরিচালনার লিংক কপি হয়েছে!",
  manageLinkEmailed: "আমরা এটি আপনাকে ইমেইলেও পাঠিয়েছি।",
  manageLinkEmailing: "আমরা এটি আপনাকে ইমেইলে পাঠাচ্ছি।",
  manageLinkNotEmailedTitle: "এই লিংকটি আপনাকে ইমেইল করা হয়নি",
  manageLinkNotEmailed:
    "এই লিংকসহ ইমেইলটি আমরা পাঠাতে পারিনি: আজ আপনার ঠিকানায় যত ইমেইল পাঠানো যায় তা পাঠানো হয়ে গেছে, অথবা ঠিকানাটি আর ইমেইল না পাঠাতে বলেছে। এখনই লিংকটি কপি করে নিরাপদে রাখুন: এটি ইমেইলে আসবে না।",
  manageLinkEmailRetrying:
    "এই লিংকসহ ইমেইলটি এখনও পাঠানো যায়নি; আমরা এক দিন ধরে চেষ্টা চালিয়ে যাব। নিরাপদ থাকতে এখনই লিংকটি কপি করুন।",
} satisfies NamespaceOf<"create">;
