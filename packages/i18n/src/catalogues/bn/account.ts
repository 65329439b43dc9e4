import type { NamespaceOf } from "../../catalogue";

/** The account page /account: the profile, viewed and edited. */
export default {
  title: "আমার অ্যাকাউন্ট",
  name: "নাম",
  email: "ইমেইল",
  emailFixed: "ইমেইল পরিবর্তন করা যায় না",
  country: "দেশ",
  memberSince: "সদস্য হয়েছেন",
  editProfile: "প্রোফাইল সম্পাদনা",
  notSet: "দেওয়া হয়নি",
  updateFailedTitle: "হালনাগাদ হয়নি",
  updateFailed: "আপনার প্রোফাইল হালনাগাদ করতে সমস্যা হয়েছে",
  cancel: "বাতিল",
  saveChanges: "পরিবর্তন সংরক্ষণ করুন",
} satisfies NamespaceOf<"account">;
