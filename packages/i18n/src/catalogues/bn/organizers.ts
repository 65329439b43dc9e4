import type { NamespaceOf } from "../../catalogue";

/** Issue 37: the khatm's co-organizers, their invitation, the refusals and the feed's sentences. */
export default {
  title: "আয়োজকেরা",
  intro:
    "আয়োজকেরা এই খতমে আপনার মতোই সব করতে পারেন, শুধু এটি মুছতে ও এর আয়োজক বেছে নিতে পারেন না। আপনি যে ঠিকানা যোগ করেন, তা দিয়েই তাঁরা লগইন করেন।",
  creator: "{name} (নির্মাতা)",
  none: "এখনো আর কোনো আয়োজক নেই।",
  emailLabel: "আয়োজকের ইমেইল",
  add: "আয়োজক যোগ করুন",
  remove: "সরান",
  removeLabel: "{email}-কে আয়োজকদের থেকে সরান",
  added: "{email} এখন আয়োজক। আমন্ত্রণ পাঠানো হচ্ছে।",
  removed: "{email} আর আয়োজক নন।",
  loadFailed: "আয়োজকদের লোড করা যায়নি",
  badge: "আয়োজক",
  creatorsOwn: "এটি নির্মাতার নিজের ঠিকানা: নির্মাতা ইতিমধ্যেই এই খতমের আয়োজক।",
  tooMany: "একটি খতমে নির্মাতা ছাড়া সর্বোচ্চ {max, plural, one {# জন} other {# জন}} আয়োজক থাকতে পারেন।",
  notFound: "এই ঠিকানাটি এই খতমের কোনো আয়োজকের নয়।",
  invitationSubject: "আপনি এখন {name}-এর আয়োজক",
  invitationHeading: "আপনি একজন আয়োজক",
  invitation: "{by} আপনাকে “{name}” খতমের আয়োজক হিসেবে যোগ করেছেন।",
  invitationHtml: "{by} আপনাকে {name} খতমের আয়োজক হিসেবে যোগ করেছেন।",
  invitationSignIn:
    "এটি পরিচালনা করতে {email} দিয়ে লগইন করুন: পাঠকদের জন্য পারা নেওয়া, পারা সম্পন্ন হিসেবে চিহ্নিত করা, স্মরণিকা পাঠানো ও সেটিংস বদলানো।",
  boardLine: "বোর্ড খুলুন: {link}",
  openBoard: "বোর্ড খুলুন",
  activityReserved: "{organizer} {reader}-এর জন্য {juz} নিয়েছেন",
  activityCancelled: "{organizer} {readers}-এর নেওয়া {juz} ফেরত দিয়েছেন",
  activityCompleted: "{organizer} {juz} সম্পন্ন হিসেবে চিহ্নিত করেছেন",
  activityUncompleted: "{organizer} {juz} অসম্পন্ন হিসেবে চিহ্নিত করেছেন",
  activityTransferred: "{organizer} {juz} {from} থেকে {to}-এর কাছে হস্তান্তর করেছেন",
} satisfies NamespaceOf<"organizers">;
