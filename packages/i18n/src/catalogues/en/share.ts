/** Sharing a khatm: the share dialog, copy link, QR code and the WhatsApp and e-mail invitation. */
export default {
  copyLink: "Copy Link",
  copied: "Copied!",
  linkCopied: "Link copied!",
  copyFailedTitle: "Failed to copy",
  copyFailed: "Please try selecting and copying the link manually.",
  dialogTitle: "Share this Khatm",
  link: "Link",
  accessCode: "Access code",
  viaWhatsApp: "Share via WhatsApp",
  viaEmail: "Share via Email",
  qrAlt: "QR code that opens {link}",
  downloadQr: "Download QR Code",
  invitationSubject: "Join the Khatm: {name}",
  invitation:
    "Assalamu alaikum! You are invited to join the Khatm \"{name}\". {division, select, juz {Reserve a juz to read and help us complete the Qur'an together} hizb {Reserve a hizb to read and help us complete the Qur'an together} quarter {Reserve a quarter to read and help us complete the Qur'an together} page {Reserve a page to read and help us complete the Qur'an together} surah {Reserve a surah to read and help us complete the Qur'an together} count {Pledge some of its recitations and help us complete them together} other {Reserve a part to read and help us complete the Qur'an together}}: {link}",
  invitationWithOccasion:
    "Assalamu alaikum! You are invited to join the Khatm \"{name}\" ({occasion}). {division, select, juz {Reserve a juz to read and help us complete the Qur'an together} hizb {Reserve a hizb to read and help us complete the Qur'an together} quarter {Reserve a quarter to read and help us complete the Qur'an together} page {Reserve a page to read and help us complete the Qur'an together} surah {Reserve a surah to read and help us complete the Qur'an together} count {Pledge some of its recitations and help us complete them together} other {Reserve a part to read and help us complete the Qur'an together}}: {link}",
  invitationCode: "{invitation} (access code: {code})",
  copyListForWhatsApp: "Copy list for WhatsApp",
  sendToWhatsApp: "Send to WhatsApp",
  shareList: "Share list",
  listCopied: "List copied!",
  listTitle: "The list for your group",
  listLoadFailed: "Could not load the list. Please try again.",
} satisfies Record<string, string>;
