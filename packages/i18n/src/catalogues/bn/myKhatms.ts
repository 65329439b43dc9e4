import type { NamespaceOf } from "../../catalogue";

/** My Khatms (/my-khatms): the khatms a creator made. */
export default {
  title: "আমার খতম",
  createNew: "নতুন খতম শুরু করুন",
  noneCreatedSignedIn: "আপনি এখনো কোনো খতম শুরু করেননি।",
  noneFromBrowser: "এই ব্রাউজার থেকে কোনো খতম শুরু করা হয়নি।",
  find: "আমার খতম খুঁজুন",
  findPlaceholder: "যে ইমেইল দিয়ে খতম শুরু করেছেন",
  findButton: "খুঁজুন",
  khatmsCreated: "শুরু করা খতম",
  loading: "খতম লোড হচ্ছে",
  loadFailed: "আপনার খতমগুলো লোড করা যায়নি",
  noActive: "চলমান কোনো খতম নেই",
  public: "উন্মুক্ত",
  private: "ব্যক্তিগত",
  noOccasion: "বিশেষ কোনো উপলক্ষ নেই",
  created: "শুরু: {date}",
  manage: "খতম পরিচালনা করুন",
  signInTitle: "আপনার শুরু করা সব খতম দেখতে লগইন করুন",
  signInText: "শুধু আপনিই যেন দেখতে পান, সেজন্য {email}-এর খতমগুলো আমরা সেই ঠিকানায় পাঠানো লগইন লিংক খোলার পর দেখাই।",
  sent: "পাঠানো হয়েছে! আপনার ইমেইল দেখুন; লিংকটির মেয়াদ ১৫ মিনিটে শেষ হবে।",
  emailMeLink: "আমাকে লগইন লিংক ইমেইল করুন",
} satisfies NamespaceOf<"myKhatms">;
