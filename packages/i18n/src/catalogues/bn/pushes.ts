import type { NamespaceOf } from "../../catalogue";

export default {
  reminderTitle: "“{name}” থেকে একটি স্মরণ",
  reminderBody: "আপনার তিলাওয়াত আপনার অপেক্ষায়। খতমটি খুলতে ট্যাপ করুন।",
  creatorReminderBody: "{creator} একটি স্মরণ পাঠিয়েছেন: আপনার তিলাওয়াত আপনার অপেক্ষায়।",
  staleWarningTitle: "“{name}”-এ আপনার নেওয়া অংশ আগামীকাল ছেড়ে দেওয়া হবে",
  staleWarningBody: "রাখতে চাইলে যা পড়েছেন তা চিহ্নিত করুন।",
  staleReleasedTitle: "“{name}”-এ আপনার নেওয়া অংশ আবার খালি",
  staleReleasedBody: "এখন অন্য পাঠক এটি নিতে পারেন। আবার নিতে খতমটি খুলুন।",
  invitationTitle: "“{name}”-এর {round} নম্বর রাউন্ড শুরু হয়েছে",
  invitationBody: "আপনার অংশ নিতে খতমটি খুলুন।",
  roundReservationBody: "আপনার অংশ আপনার জন্য নেওয়া হয়েছে। পড়তে খতমটি খুলুন।",
  completedTitle: "“{name}” সম্পূর্ণ হয়েছে",
  completedBody: "অংশ নেওয়ার জন্য ধন্যবাদ। আল্লাহ আপনাদের সবার কাছ থেকে কবুল করুন।",
  fullyCompletedBody: "সব অংশ পড়া হয়েছে। দেখতে খতমটি খুলুন।",
  fullyReservedTitle: "“{name}”-এর সব অংশ নেওয়া হয়েছে",
  fullyReservedBody: "তিলাওয়াত অনুসরণ করতে খতমটি খুলুন।",
} satisfies NamespaceOf<"pushes">;
