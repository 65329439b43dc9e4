import type { NamespaceOf } from "../../catalogue";

/** Sharing a khatm: the share dialog, copy link, QR code and the WhatsApp and e-mail invitation. */
export default {
  copyLink: "Copier le lien",
  copied: "Copié !",
  linkCopied: "Lien copié !",
  copyFailedTitle: "Échec de la copie",
  copyFailed: "Essayez de sélectionner et copier le lien à la main.",
  dialogTitle: "Partager ce khatm",
  link: "Lien",
  accessCode: "Code d’accès",
  viaWhatsApp: "Partager par WhatsApp",
  viaEmail: "Partager par e-mail",
  qrAlt: "QR code qui ouvre {link}",
  downloadQr: "Télécharger le QR code",
  invitationSubject: "Rejoignez le khatm : {name}",
  invitation:
    "Assalamou alaykoum ! Vous êtes invité à rejoindre le khatm « {name} ». {division, select, juz {Réservez un juz à lire et aidez-nous à lire ensemble le Coran en entier} hizb {Réservez un hizb à lire et aidez-nous à lire ensemble le Coran en entier} quarter {Réservez un quart à lire et aidez-nous à lire ensemble le Coran en entier} page {Réservez une page à lire et aidez-nous à lire ensemble le Coran en entier} surah {Réservez une sourate à lire et aidez-nous à lire ensemble le Coran en entier} count {Engagez-vous pour une partie de ses récitations et aidez-nous à les mener à bien ensemble} other {Réservez une partie à lire et aidez-nous à lire ensemble le Coran en entier}} : {link}",
  invitationWithOccasion:
    "Assalamou alaykoum ! Vous êtes invité à rejoindre le khatm « {name} » ({occasion}). {division, select, juz {Réservez un juz à lire et aidez-nous à lire ensemble le Coran en entier} hizb {Réservez un hizb à lire et aidez-nous à lire ensemble le Coran en entier} quarter {Réservez un quart à lire et aidez-nous à lire ensemble le Coran en entier} page {Réservez une page à lire et aidez-nous à lire ensemble le Coran en entier} surah {Réservez une sourate à lire et aidez-nous à lire ensemble le Coran en entier} count {Engagez-vous pour une partie de ses récitations et aidez-nous à les mener à bien ensemble} other {Réservez une partie à lire et aidez-nous à lire ensemble le Coran en entier}} : {link}",
  invitationCode: "{invitation} (code d’accès : {code})",
  copyListForWhatsApp: "Copier la liste pour WhatsApp",
  shareList: "Partager la liste",
  listCopied: "Liste copiée !",
  listTitle: "La liste pour votre groupe",
  listLoadFailed: "Impossible de charger la liste. Veuillez réessayer.",
  whatsAppLink: "Envoyer le lien",
  whatsAppLinkHint: "L’invitation à participer, avec le lien du khatm",
  whatsAppList: "Envoyer la liste",
  whatsAppListHint: "Chaque partie et qui la lit, en un seul message pour le groupe",
} satisfies NamespaceOf<"share">;
