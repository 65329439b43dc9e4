import type { NamespaceOf } from "../../catalogue";

/** Field validation messages the forms share (spec §5). */
export default {
  invalidEmail: "অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা লিখুন",
  readerNameTooShort: "নাম কমপক্ষে ২ অক্ষরের হতে হবে",
  khatmNameRequired: "খতমের নাম দিতে হবে",
  yourNameRequired: "আপনার নাম দিতে হবে",
  yourEmailRequired: "আপনার ইমেইল দিতে হবে",
  confirmEmailRequired: "এই কাজটি নিশ্চিত করতে আপনার ইমেইল লিখুন",
  wholeNumberRange: "{min, number} থেকে {max, number} পর্যন্ত একটি পূর্ণসংখ্যা লিখুন।",
  decrease: "কমান",
  increase: "বাড়ান",
} satisfies NamespaceOf<"forms">;
