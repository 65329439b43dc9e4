import type { NamespaceOf } from "../../catalogue";

export default {
  notifyMe: "M’avertir sur ce téléphone",
  on: "Les notifications sont activées sur ce téléphone",
  turnOff: "Désactiver",
  blocked: "Les notifications de Khatms sont bloquées dans les réglages de ce navigateur.",
  failed: "Les notifications n’ont pas pu être activées. Veuillez réessayer.",
  iosGuide:
    "Pour recevoir les notifications sur un iPhone ou un iPad, ajoutez Khatms à l’écran d’accueil : touchez Partager, puis « Sur l’écran d’accueil », et ouvrez-le depuis là.",
  inAppBrowser: "Ouvrez dans votre navigateur pour recevoir les notifications",
  offlineNote: "Vous êtes hors ligne. Dernière mise à jour : {time}.",
} satisfies NamespaceOf<"notifications">;
