import type { NamespaceOf } from "../../catalogue";

/** The join page /j/{code}: picking available juz and the reservation form. */
export default {
  allReservedTitle: "এই খতমের সব পারা নেওয়া হয়ে গেছে।",
  checkBackLater: "পরে আবার দেখুন...",
  availableJuz: "খালি পারা",
  pickHint: "যে পারাগুলো পড়তে চান সেগুলোতে চাপুন, তারপর নিচে থেকে নিয়ে নিন।",
  reserveTitle: "বাছাই করা পারা নিন",
  yourName: "আপনার নাম",
  yourEmail: "আপনার ইমেইল",
  emailOptionalSignedIn: "ঐচ্ছিক: খালি রাখলে আপনার অ্যাকাউন্টের ইমেইল ব্যবহার হবে।",
  createAccount: "আমার নেওয়া পারা দেখতে ও ইমেইলে বিজ্ঞপ্তি পেতে একটি অ্যাকাউন্ট খুলুন",
  reserveButton: "{count, plural, one {পারাটি নিন} other {#টি পারা নিন}}",
  accountCreatedTitle: "অ্যাকাউন্ট খোলা হয়েছে",
  accountCreated: "অ্যাকাউন্ট সফলভাবে খোলা হয়েছে! লগইনের নির্দেশনার জন্য আপনার ইমেইল দেখুন।",
  takenTitle: "এইমাত্র নেওয়া হয়েছে",
  taken:
    "{juz} {count, plural, one {এইমাত্র অন্য কেউ নিয়ে নিয়েছেন, তাই এটি আপনার বাছাই থেকে সরানো হয়েছে} other {এইমাত্র অন্য কেউ নিয়ে নিয়েছেন, তাই এগুলো আপনার বাছাই থেকে সরানো হয়েছে}}। অনুগ্রহ করে অন্য পারা বেছে নিন।",
  selectedOne: "আপনি পারা {first} বাছাই করেছেন",
  selectedMany: "আপনি পারা {first} এবং আরও {others, plural, one {#টি} other {#টি}} বাছাই করেছেন",
  noJuzSelectedTitle: "কোনো পারা বাছাই করা হয়নি",
  noJuzSelected: "অনুগ্রহ করে নেওয়ার জন্য অন্তত একটি পারা বাছাই করুন",
  emailRequired: "এগিয়ে যেতে আপনার ইমেইল ঠিকানা দিন",
} satisfies NamespaceOf<"join">;
