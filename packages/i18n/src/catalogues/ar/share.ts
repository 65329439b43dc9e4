import type { NamespaceOf } from "../../catalogue";

/** Sharing a khatm: the share dialog, copy link, QR code and the WhatsApp and e-mail invitation. */
export default {
  copyLink: "نسخ الرابط",
  copied: "نُسخ!",
  linkCopied: "نُسخ الرابط!",
  copyFailedTitle: "تعذّر النسخ",
  copyFailed: "يُرجى تحديد الرابط ونسخه يدويًا.",
  dialogTitle: "مشاركة هذه الختمة",
  link: "الرابط",
  accessCode: "رمز الدخول",
  viaWhatsApp: "المشاركة عبر واتساب",
  viaEmail: "المشاركة عبر البريد الإلكتروني",
  qrAlt: "رمز QR يفتح {link}",
  downloadQr: "تنزيل رمز QR",
  invitationSubject: "انضمّ إلى الختمة: {name}",
  invitation:
    "السلام عليكم! أنت مدعو للانضمام إلى ختمة «{name}». {division, select, juz {احجز جزءًا تقرؤه وساعدنا على ختم القرآن الكريم معًا} hizb {احجز حزبًا تقرؤه وساعدنا على ختم القرآن الكريم معًا} quarter {احجز ربعًا تقرؤه وساعدنا على ختم القرآن الكريم معًا} page {احجز صفحة تقرؤها وساعدنا على ختم القرآن الكريم معًا} surah {احجز سورة تقرؤها وساعدنا على ختم القرآن الكريم معًا} count {تعهّد بعدد من قراءاتها وساعدنا على إتمامها معًا} other {احجز قسمًا تقرؤه وساعدنا على ختم القرآن الكريم معًا}}: {link}",
  invitationWithOccasion:
    "السلام عليكم! أنت مدعو للانضمام إلى ختمة «{name}» ({occasion}). {division, select, juz {احجز جزءًا تقرؤه وساعدنا على ختم القرآن الكريم معًا} hizb {احجز حزبًا تقرؤه وساعدنا على ختم القرآن الكريم معًا} quarter {احجز ربعًا تقرؤه وساعدنا على ختم القرآن الكريم معًا} page {احجز صفحة تقرؤها وساعدنا على ختم القرآن الكريم معًا} surah {احجز سورة تقرؤها وساعدنا على ختم القرآن الكريم معًا} count {تعهّد بعدد من قراءاتها وساعدنا على إتمامها معًا} other {احجز قسمًا تقرؤه وساعدنا على ختم القرآن الكريم معًا}}: {link}",
  invitationCode: "{invitation} (رمز الدخول: {code})",
  copyListForWhatsApp: "نسخ القائمة لواتساب",
  shareList: "مشاركة القائمة",
  listCopied: "نُسخت القائمة!",
  listTitle: "القائمة لمجموعتك",
  listLoadFailed: "تعذّر تحميل القائمة. يُرجى المحاولة مرة أخرى.",
  whatsAppLink: "إرسال الرابط",
  whatsAppLinkHint: "الدعوة إلى المشاركة مع رابط الختمة",
  whatsAppList: "إرسال القائمة",
  whatsAppListHint: "كل قسم ومن يقرؤه، في رسالة واحدة للمجموعة",
} satisfies NamespaceOf<"share">;
