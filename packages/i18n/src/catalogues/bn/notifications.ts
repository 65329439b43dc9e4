import type { NamespaceOf } from "../../catalogue";

export default {
  notifyMe: "এই ফোনে আমাকে জানান",
  on: "এই ফোনে নোটিফিকেশন চালু আছে",
  turnOff: "বন্ধ করুন",
  blocked: "এই ব্রাউজারের সেটিংসে Khatms-এর নোটিফিকেশন বন্ধ করা আছে।",
  failed: "নোটিফিকেশন চালু করা যায়নি। আবার চেষ্টা করুন।",
  iosGuide:
    'iPhone বা iPad-এ নোটিফিকেশন পেতে Khatms হোম স্ক্রিনে যোগ করুন: Share ট্যাপ করুন, তারপর "Add to Home Screen", এবং সেখান থেকে খুলুন।',
  inAppBrowser: "নোটিফিকেশন পেতে আপনার ব্রাউজারে খুলুন",
  offlineNote: "আপনি অফলাইনে আছেন। সর্বশেষ হালনাগাদ {time}।",
} satisfies NamespaceOf<"notifications">;
