import type { NamespaceOf } from "../../catalogue";

/** What a change to a khatm or a juz says when it ends (spec §8's catalogue). */
export default {
  createdTitle: "সফল!",
  created: "আপনার খতম সফলভাবে শুরু হয়েছে।",
  createFailedStatus: "খতম শুরু করা যায়নি: {status} {detail}",
  createFailed: "খতম শুরু করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।",
  reserved: "আপনি সফলভাবে {count, plural, one {#টি পারা} other {#টি পারা}} নিয়েছেন। এই খতমে অংশ নেওয়ার জন্য জাযাকাল্লাহু খাইরান।",
  reservedOnBehalf: "আপনি {name}-এর হয়ে সফলভাবে {count, plural, one {#টি পারা} other {#টি পারা}} নিয়েছেন।",
  reserveFailed: "পারা নেওয়া যায়নি: {error}",
  cancelManyFailed: "পারাগুলো ফেরত দেওয়া যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।",
  cancelFailed: "পারা ফেরত দেওয়া যায়নি: {error}",
  transferFailed: "পারা হস্তান্তর করা যায়নি: {error}",
  completeFailed: "পারা সম্পন্ন হিসেবে চিহ্নিত করা যায়নি: {error}",
  uncompleteFailed: "পারা অসম্পন্ন হিসেবে চিহ্নিত করা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।",
  deletedTitle: "খতম মুছে ফেলা হয়েছে",
  deleted: "“{name}” মুছে ফেলা হয়েছে।",
  deleteForbidden: "শুধু এই খতমের নির্মাতাই এটি মুছে ফেলতে পারেন।",
  deleteFailed: "খতম মুছে ফেলা যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।",
} satisfies NamespaceOf<"toasts">;
