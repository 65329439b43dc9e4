import type { NamespaceOf } from "../../catalogue";

/** Issue 37: the finish-by date, its pace, the form field and the organizers' "3 days left" e-mail. */
export default {
  finishBy: "{date}-এর মধ্যে শেষ",
  pace: "{days, plural, one {# দিন বাকি} other {# দিন বাকি}} · দিনে {counted}",
  onTime: "সময়মতো শেষ হয়েছে",
  late: "তারিখের পরে {count} বাকি",
  label: "শেষ করার তারিখ (ঐচ্ছিক)",
  description: "যে তারিখের মধ্যে পাঠকেরা শেষ করতে চান: খতমের পাতায় প্রয়োজনীয় গতি দেখানো হয়।",
  clear: "তারিখ সরান",
  noticeLine: "{counted} এখনো খালি, {days, plural, one {# দিন} other {# দিন}} বাকি",
  noticeSubject: "{line}: {name}",
  noticeText: "“{name}” খতমটি {date}-এর মধ্যে শেষ করার কথা।",
  noticeRemind: "বোর্ড থেকে এর পাঠকদের স্মরণিকা পাঠান: {link}",
  noticeButton: "স্মরণিকা পাঠান",
} satisfies NamespaceOf<"finishBy">;
