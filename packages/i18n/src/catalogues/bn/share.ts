import type { NamespaceOf } from "../../catalogue";

/** Sharing a khatm: the share dialog, copy link, QR code and the WhatsApp and e-mail invitation. */
export default {
  copyLink: "লিংক কপি করুন",
  copied: "কপি হয়েছে!",
  linkCopied: "লিংক কপি হয়েছে!",
  copyFailedTitle: "কপি করা যায়নি",
  copyFailed: "অনুগ্রহ করে লিংকটি নিজে বাছাই করে কপি করুন।",
  dialogTitle: "এই খতমটি শেয়ার করুন",
  link: "লিংক",
  accessCode: "প্রবেশ কোড",
  viaWhatsApp: "হোয়াটসঅ্যাপে শেয়ার করুন",
  viaEmail: "ইমেইলে শেয়ার করুন",
  qrAlt: "QR কোড, যা {link} খোলে",
  downloadQr: "QR কোড ডাউনলোড করুন",
  invitationSubject: "খতমে যোগ দিন: {name}",
  invitation:
    "আসসালামু আলাইকুম! “{name}” খতমে আপনাকে আমন্ত্রণ। পড়ার জন্য একটি পারা নিন এবং সবাই মিলে কুরআন খতম করতে আমাদের সাথে থাকুন: {link}",
  invitationWithOccasion:
    "আসসালামু আলাইকুম! “{name}” খতমে ({occasion}) আপনাকে আমন্ত্রণ। পড়ার জন্য একটি পারা নিন এবং সবাই মিলে কুরআন খতম করতে আমাদের সাথে থাকুন: {link}",
  invitationCode: "{invitation} (প্রবেশ কোড: {code})",
  copyListForWhatsApp: "হোয়াটসঅ্যাপের জন্য তালিকা কপি করুন",
  shareList: "তালিকা শেয়ার করুন",
  listCopied: "তালিকা কপি হয়েছে!",
  listTitle: "আপনার গ্রুপের জন্য তালিকা",
  listLoadFailed: "তালিকা লোড করা যায়নি। আবার চেষ্টা করুন।",
  whatsAppLink: "লিংক পাঠান",
  whatsAppLinkHint: "খতমে যোগ দেওয়ার আমন্ত্রণ, খতমের লিংকসহ",
  whatsAppList: "তালিকা পাঠান",
  whatsAppListHint: "প্রতিটি অংশ ও তার পাঠক, গ্রুপের জন্য একটি বার্তায়",
} satisfies NamespaceOf<"share">;
