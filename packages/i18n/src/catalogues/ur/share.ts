import type { NamespaceOf } from "../../catalogue";

/** Sharing a khatm: the share dialog, copy link, QR code and the WhatsApp and e-mail invitation. */
export default {
  copyLink: "لنک کاپی کریں",
  copied: "کاپی ہو گیا!",
  linkCopied: "لنک کاپی ہو گیا!",
  copyFailedTitle: "کاپی نہیں ہو سکا",
  copyFailed: "براہِ کرم لنک کو خود منتخب کر کے کاپی کریں۔",
  dialogTitle: "یہ ختم شیئر کریں",
  link: "لنک",
  accessCode: "رسائی کوڈ",
  viaWhatsApp: "واٹس ایپ پر شیئر کریں",
  viaEmail: "ای میل سے شیئر کریں",
  qrAlt: "QR کوڈ جو {link} کھولتا ہے",
  downloadQr: "QR کوڈ ڈاؤن لوڈ کریں",
  invitationSubject: "ختم میں شامل ہوں: {name}",
  invitation:
    "السلام علیکم! آپ کو ختمِ قرآن “{name}” میں شامل ہونے کی دعوت ہے۔ پڑھنے کے لیے ایک پارہ لیں اور مل کر قرآن مکمل کرنے میں ہمارا ساتھ دیں: {link}",
  invitationWithOccasion:
    "السلام علیکم! آپ کو ختمِ قرآن “{name}” ({occasion}) میں شامل ہونے کی دعوت ہے۔ پڑھنے کے لیے ایک پارہ لیں اور مل کر قرآن مکمل کرنے میں ہمارا ساتھ دیں: {link}",
  invitationCode: "{invitation} (رسائی کوڈ: {code})",
  copyListForWhatsApp: "واٹس ایپ کے لیے فہرست کاپی کریں",
  shareList: "فہرست شیئر کریں",
  listCopied: "فہرست کاپی ہو گئی!",
  listTitle: "آپ کے گروپ کے لیے فہرست",
  listLoadFailed: "فہرست لوڈ نہیں ہو سکی۔ براہ کرم دوبارہ کوشش کریں۔",
  whatsAppLink: "لنک بھیجیں",
  whatsAppLinkHint: "ختم میں شرکت کی دعوت، ختم کے لنک کے ساتھ",
  whatsAppList: "فہرست بھیجیں",
  whatsAppListHint: "ہر حصہ اور اسے پڑھنے والا، گروپ کے لیے ایک پیغام میں",
} satisfies NamespaceOf<"share">;
