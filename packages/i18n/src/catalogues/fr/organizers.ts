import type { NamespaceOf } from "../../catalogue";

/** Issue 37: the khatm's co-organizers, their invitation, the refusals and the feed's sentences. */
export default {
  title: "Organisateurs",
  intro:
    "Les organisateurs peuvent tout faire sur ce khatm comme vous, sauf le supprimer et choisir ses organisateurs. Ils se connectent avec l’adresse que vous ajoutez.",
  creator: "{name} (créateur)",
  none: "Pas encore d’autres organisateurs.",
  emailLabel: "E-mail de l’organisateur",
  add: "Ajouter un organisateur",
  remove: "Retirer",
  removeLabel: "Retirer {email} des organisateurs",
  added: "{email} est maintenant organisateur. Une invitation est en route.",
  removed: "{email} n’est plus organisateur.",
  loadFailed: "Impossible de charger les organisateurs",
  badge: "Organisateur",
  creatorsOwn: "C’est l’adresse du créateur : le créateur organise déjà ce khatm.",
  tooMany:
    "Un khatm peut avoir au plus {max, plural, one {# organisateur} many {# d’organisateurs} other {# organisateurs}} en plus de son créateur.",
  notFound: "Cette adresse n’est pas celle d’un organisateur de ce khatm.",
  invitationSubject: "Vous êtes maintenant organisateur de {name}",
  invitationHeading: "Vous êtes organisateur",
  invitation: "{by} vous a ajouté comme organisateur du khatm « {name} ».",
  invitationHtml: "{by} vous a ajouté comme organisateur du khatm {name}.",
  invitationSignIn:
    "Connectez-vous avec {email} pour l’organiser : réserver pour des lecteurs, marquer des juz comme terminés, envoyer des rappels et modifier ses réglages.",
  boardLine: "Ouvrir le tableau : {link}",
  openBoard: "Ouvrir le tableau",
  activityReserved: "{organizer} a réservé {juz} pour {reader}",
  activityCancelled: "{organizer} a annulé la réservation de {juz} par {readers}",
  activityCompleted: "{organizer} a marqué {juz} comme terminé",
  activityUncompleted: "{organizer} a marqué {juz} comme non terminé",
  activityTransferred: "{organizer} a transféré {juz} de {from} à {to}",
} satisfies NamespaceOf<"organizers">;
