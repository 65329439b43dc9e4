import type { NamespaceOf } from "../../catalogue";

/** The recent-activity feed, in Bengali. */
export default {
  created: "{creator} এই খতম তৈরি করেছেন",
  reserved: "{reader} {juz} নিয়েছেন",
  reservedByCreator: "আয়োজক {reader}-এর জন্য {juz} নিয়েছেন",
  cancelled: "{readers} {juz} বাতিল করেছেন",
  cancelledByCreator: "আয়োজক {readers}-এর {juz}-এর বুকিং বাতিল করেছেন",
  transferred: "{juz} {from} থেকে {to}-কে হস্তান্তর করা হয়েছে",
  completed: "{reader} {juz} সম্পন্ন করেছেন",
  completedByCreator: "আয়োজক {juz} সম্পন্ন হিসেবে চিহ্নিত করেছেন",
  uncompleted: "আয়োজক {juz} অসম্পন্ন হিসেবে চিহ্নিত করেছেন",
  released: "{reader}-এর {juz} আবার খালি হয়েছে: {days, plural, one {# দিনের} other {# দিনের}} মধ্যে সম্পন্ন হয়নি",
  aReader: "একজন পাঠক",
  aReaderInList: "একজন পাঠক",
} satisfies NamespaceOf<"activity">;
