import type { NamespaceOf } from "../../catalogue";

/** API messages: refusals and the answers of actions, in French. */
export default {
  internal: "Un problème est survenu de notre côté. Veuillez réessayer.",
  emailUnavailable: "L’e-mail n’est pas encore configuré sur ce site. Veuillez réessayer plus tard.",
  noSuchEndpoint: "Cette adresse de l’API n’existe pas.",
  pleaseLogIn: "Veuillez vous connecter",
  bodyTooLarge: "Le corps de la requête est trop volumineux ({kb} Ko au plus).",
  bodyNotJson: "Le corps de la requête doit être du JSON (Content-Type: application/json).",
  bodyInvalidJson: "Le corps de la requête n’est pas du JSON valide.",
  invalidRequest:
    "Requête invalide : {where, select, json {corps de la requête} query {paramètres de la requête} param {chemin} other {saisie}}.",
  invalidRequestBecause:
    "Requête invalide ({where, select, json {corps de la requête} query {paramètres de la requête} param {chemin} other {saisie}}) : {reason}",
  fieldMessage: "{field} : {message}",
  sentences: "{first} {second}",
  notWebSocket: "Cette adresse est un WebSocket : ouvrez-la avec une requête Upgrade: websocket.",
  khatmNotFound: "Khatm introuvable",
  juzNotFound: "Juz introuvable",
  reserveRefused:
    "{juz} {count, plural, one {n’est plus disponible. Veuillez choisir un autre juz.} many {ne sont plus disponibles. Veuillez choisir d’autres juz.} other {ne sont plus disponibles. Veuillez choisir d’autres juz.}}",
  cancelRefused:
    "{juz} {count, plural, one {n’est pas réservé} many {ne sont pas réservés} other {ne sont pas réservés}} : il n’y a aucune réservation à annuler.",
  transferRefused:
    "{juz} {count, plural, one {n’est pas réservé : il ne peut pas être transféré.} many {ne sont pas réservés : ils ne peuvent pas être transférés.} other {ne sont pas réservés : ils ne peuvent pas être transférés.}}",
  completeRefused:
    "{juz} {count, plural, one {n’est pas réservé : il ne peut pas être marqué comme terminé.} many {ne sont pas réservés : ils ne peuvent pas être marqués comme terminés.} other {ne sont pas réservés : ils ne peuvent pas être marqués comme terminés.}}",
  uncompleteRefused:
    "{juz} {count, plural, one {n’est pas terminé : il ne peut pas être marqué comme non terminé.} many {ne sont pas terminés : ils ne peuvent pas être marqués comme non terminés.} other {ne sont pas terminés : ils ne peuvent pas être marqués comme non terminés.}}",
  anonymityRefused:
    "{juz} {count, plural, one {n’est pas réservé} many {ne sont pas réservés} other {ne sont pas réservés}} : il n’y a aucun lecteur à afficher anonymement.",
  releaseRefused:
    "{juz} {count, plural, one {est déjà terminé : il ne peut pas être libéré.} many {sont déjà terminés : ils ne peuvent pas être libérés.} other {sont déjà terminés : ils ne peuvent pas être libérés.}}",
  creatorOnly:
    "Seul le créateur de ce khatm peut {action, select, delete {le supprimer} reserveOnBehalf {réserver des juz au nom d’autres lecteurs} transfer {transférer des juz} uncomplete {marquer des juz comme non terminés} activities {voir son activité récente} dedication {modifier sa dédicace} remind {envoyer des rappels} settings {modifier ses réglages} nextRound {lancer son tour suivant} importList {importer une liste} organizers {choisir ses organisateurs} other {faire cela}}.",
  creatorEmailMismatch: "L’e-mail saisi ne correspond pas à celui du créateur.",
  ownJuzOnly:
    "Vous pouvez seulement {action, select, cancel {annuler vos propres réservations} other {marquer vos propres juz comme terminés}}. Utilisez le navigateur avec lequel vous avez réservé, ou connectez-vous avec l’e-mail utilisé pour réserver.",
  readerEmailMismatch: "L’e-mail saisi ne correspond pas à celui avec lequel ce juz a été réservé.",
  holderOnly:
    "Seul le lecteur d’un juz peut changer la façon dont il apparaît. Utilisez le navigateur avec lequel vous avez réservé, ou connectez-vous avec l’e-mail utilisé pour réserver.",
  anonymityChanged:
    "Vous apparaissez désormais {shown, select, anonymous {comme lecteur anonyme} other {sous votre nom}} pour {juz}.",
  readerEmailRequired: "Veuillez indiquer votre adresse e-mail pour continuer",
  rateLimited: "Trop de tentatives. Veuillez patienter une minute puis réessayer.",
  rateLimitedCreateKhatm: "Trop de khatms créés depuis cette connexion. Veuillez réessayer dans une heure.",
  rateLimitedReserve: "Trop de réservations depuis cette connexion. Veuillez réessayer dans quelques minutes.",
  rateLimitedReport: "Trop de signalements depuis cette connexion. Veuillez réessayer plus tard.",
  rateLimitedChanges: "Trop de modifications depuis cette connexion. Veuillez réessayer dans quelques minutes.",
  rateLimitedStopLink: "Trop de tentatives avec ce lien. Veuillez réessayer plus tard.",
  cancelled:
    "{count, plural, one {La réservation de {juz} a été annulée} many {Les réservations de {juz} ont été annulées} other {Les réservations de {juz} ont été annulées}}.",
  transferred: "{juz} a été transféré à {name}.",
  completed:
    "{juz} {count, plural, one {a été marqué comme terminé} many {ont été marqués comme terminés} other {ont été marqués comme terminés}}.",
  uncompleted:
    "{juz} {count, plural, one {a été marqué comme non terminé} many {ont été marqués comme non terminés} other {ont été marqués comme non terminés}}.",
  reminderTooSoon: "Un rappel a déjà été envoyé aujourd’hui. Vous pourrez envoyer le suivant après {time} UTC.",
  noReaderToRemind: "Aucun lecteur ayant des juz en cours n’a d’adresse e-mail à qui envoyer un rappel.",
  reminderSent: "Un rappel est en route vers {count, plural, one {# lecteur} many {# de lecteurs} other {# lecteurs}}.",
  remindersStopped: "Vous ne recevrez plus de rappels du khatm « {name} ».",
  reminderLinkGone: "Ce lien n’est plus valide. Vous n’avez aucun juz en cours dans ce khatm.",
  noAutoNextRound: "Ce khatm ne lance pas son tour suivant de lui-même.",
  nextRoundNotYet: "Le tour suivant pourra commencer quand les {count} juz seront tous terminés.",
  nextRoundTaken: "Le tour {round} a déjà été lancé.",
  roundStarted:
    "Le tour {round} a commencé : {mode, select, rotate {{count, plural, one {# lecteur a son juz suivant réservé} many {# de lecteurs ont leur juz suivant réservé} other {# lecteurs ont leur juz suivant réservé}}} other {{count, plural, one {# lecteur invité} many {# de lecteurs invités} other {# lecteurs invités}}}}.",
  reportOnlyPublic: "Seuls les khatms publics peuvent être signalés.",
  reportReceived: "Merci. Votre signalement a bien été reçu.",
  reviewLinkInvalid: "Ce lien d’examen n’est pas valide.",
  reviewLinkUsed: "Ce lien d’examen a déjà servi ou n’est plus valide.",
  stopLinkInvalid: "Ce lien n’est pas valide. Veuillez utiliser le lien de votre dernier e-mail.",
  signInLinkInvalid: "Ce lien de connexion est invalide ou a expiré. Veuillez en demander un nouveau.",
  magicLinkSent: "Consultez vos e-mails pour trouver un lien de connexion",
  accountCreated: "Compte créé avec succès ! Consultez vos e-mails pour les instructions de connexion.",
  loggedOut: "Vous avez été déconnecté.",
  listProgress: "{reserved}/{total} réservés · {completed} terminés",
  importRefused: "Un autre lecteur détient {juz}. Modifiez la liste ou le tableau, puis appliquez-la à nouveau.",
  listApplied: "Liste appliquée : {juz} mis à jour.",
  listUnchanged: "Rien à changer : le tableau correspond déjà à la liste.",
  pushOff: "Les notifications ne sont pas configurées sur ce site.",
  pushNeedsReader:
    "Réservez d’abord un juz ou connectez-vous : les notifications vont aux appareils d’un lecteur ou d’un compte.",
  pushDeviceNotFound: "Cet appareil ne reçoit pas vos notifications.",
} satisfies NamespaceOf<"api">;
