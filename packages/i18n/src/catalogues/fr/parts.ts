import type { NamespaceOf } from "../../catalogue";

/** Parts of a khatm by its division (issue 24): each part's label, lists of parts, and the create form's choice. */
export default {
  juz: "Juz {number}",
  hizb: "Hizb {number}",
  quarter: "Quart {number}",
  page: "Page {number}",
  surah: "{number}. {name}",
  juzList: "{count, plural, one {Juz {list}} many {Juz {list}} other {Juz {list}}}",
  hizbList: "{count, plural, one {Hizb {list}} many {Hizb {list}} other {Hizb {list}}}",
  quarterList: "{count, plural, one {Quart {list}} many {Quarts {list}} other {Quarts {list}}}",
  pageList: "{count, plural, one {Page {list}} many {Pages {list}} other {Pages {list}}}",
  surahList: "{count, plural, one {Sourate {list}} many {Sourates {list}} other {Sourates {list}}}",
  juzUnit: "juz",
  hizbUnit: "hizb",
  quarterUnit: "quarts",
  pageUnit: "pages",
  surahUnit: "sourates",
  counted:
    "{count, plural, one {# {division, select, juz {juz} hizb {hizb} quarter {quart} page {page} surah {sourate} recitation {récitation} other {partie}}} many {# de {division, select, juz {juz} hizb {hizb} quarter {quarts} page {pages} surah {sourates} recitation {récitations} other {parties}}} other {# {division, select, juz {juz} hizb {hizb} quarter {quarts} page {pages} surah {sourates} recitation {récitations} other {parties}}}}",
  divideBy: "Diviser par",
  optionJuz: "Juz ({count, plural, one {# partie} many {# de parties} other {# parties}})",
  optionHizb: "Hizb ({count, plural, one {# partie} many {# de parties} other {# parties}})",
  optionQuarter: "Quarts ({count, plural, one {# partie} many {# de parties} other {# parties}})",
  optionPage: "Pages ({count, plural, one {# partie} many {# de parties} other {# parties}})",
  optionSurah: "Sourates ({count, plural, one {# partie} many {# de parties} other {# parties}})",
  previewOpen:
    "Encore libre : {available} sur {counted}. Réservez une partie et lisez avec nous. Réservé : {taken}, terminé : {completed}.",
  previewFullyReserved: "Entièrement réservé : chaque partie a un lecteur ; terminé : {completed} sur {counted}.",
  previewCompleted: "Terminé : tout a été lu ({counted}).",
  imageAlt: "Progression de {name} : réservé {reserved} sur {counted}",
  progress: "Réservé : {reserved}/{counted}",
  groupFree: "{free} libres sur {total}",
  nextFree: "Choisir la suite libre : {counted}",
  groupsTitle: "Parties par juz",
  groupsHint: "Touchez un juz pour voir ses parties.",
  plusOthers: "+{others}",
  read: "Lire {part}",
  emailLine: "- {part} : {surahs}",
  emailReadLine: "  Lire {part} : {link}",
  availableTitle:
    "{division, select, hizb {Hizb disponibles} quarter {Quarts disponibles} page {Pages disponibles} surah {Sourates disponibles} other {Parties disponibles}}",
  pickHint: "Touchez les {unit} que vous voulez lire, puis réservez-les ci-dessous.",
  reserveTitle:
    "{division, select, hizb {Réserver les hizb choisis} quarter {Réserver les quarts choisis} page {Réserver les pages choisies} surah {Réserver les sourates choisies} other {Réserver les parties choisies}}",
  reserveButton: "Réserver {parts}",
  reserved: "Vous avez bien réservé {parts}. Merci de votre participation à ce khatm.",
  reservedOnBehalf: "Vous avez bien réservé {parts} pour le compte de {name}.",
  cancelText: "Annuler la réservation de {juzList} ? Ces {unit} redeviennent disponibles pour d’autres lecteurs.",
  uncompleteText: "Annuler la fin de lecture de {juzList} ? Ces {unit} retournent à leurs lecteurs, en réservation.",
  completeManyTitle:
    "{division, select, hizb {Marquer plusieurs hizb comme terminés} quarter {Marquer plusieurs quarts comme terminés} page {Marquer plusieurs pages comme terminées} surah {Marquer plusieurs sourates comme terminées} other {Marquer plusieurs parties comme terminées}}",
  allRead: "Tout a été lu : {counted}.",
  completionMail:
    "Al-hamdoulillah, tout le khatm « {name} » a été lu : {counted}. Merci d’y avoir participé ; qu’Allah l’accepte de tous ceux qui ont lu.",
  completionMailHtml:
    "Al-hamdoulillah, tout le khatm {name} a été lu : {counted}. Merci d’y avoir participé ; qu’Allah l’accepte de tous ceux qui ont lu.",
  fullyReservedSubject: "Tout « {name} » est réservé : {counted}",
  fullyReservedHeading: "Plus de {unit} libres",
  fullyReserved:
    "Tout votre khatm est maintenant réservé : {counted}. Vous pouvez suivre l’avancement des lecteurs sur sa page.",
  completedMail:
    "Alhamdoulillah, tout votre khatm a été lu : {counted}. Qu’Allah l’accepte de chacun de ceux qui y ont pris part.",
  autoNextRound: "Quand tout est terminé ({counted})",
  nextRoundNotYet: "Le tour suivant pourra commencer quand tout sera terminé ({counted}).",
  myCancelText: "Annuler votre réservation de {part} dans « {name} » ? D’autres lecteurs pourront alors la réserver.",
  importConfirmText:
    "{juzList} sera réservé au nom des lecteurs indiqués, et ceux marqués ✅ seront marqués comme terminés. Les {unit} qu’un lecteur détient déjà restent tels quels.",
  noneSelected:
    "{division, select, hizb {Aucun hizb sélectionné} quarter {Aucun quart sélectionné} page {Aucune page sélectionnée} surah {Aucune sourate sélectionnée} other {Aucune partie sélectionnée}}",
  selectAtLeastOne:
    "{division, select, hizb {Veuillez sélectionner au moins un hizb à réserver} quarter {Veuillez sélectionner au moins un quart à réserver} page {Veuillez sélectionner au moins une page à réserver} surah {Veuillez sélectionner au moins une sourate à réserver} other {Veuillez sélectionner au moins une partie à réserver}}",
  allReservedTitle: "Ce khatm n’a plus de {unit} libres.",
  loading: "Chargement des {unit}",
  loadFailed: "Impossible de charger les {unit}",
  progressAndCompleted: "Réservé : {reserved}/{counted} · terminé : {completed}",
  confirmComplete: "Avez-vous fini de lire {part} ? Cette partie sera marquée comme terminée.",
  confirmCancel: "Annuler votre réservation de {part} ? Cette partie redeviendra disponible pour les autres.",
  boardTitle: "{division, select, hizb {Hizb} quarter {Quarts} page {Pages} surah {Sourates} other {Parties}}",
  boardHint: "Sélectionnez des {unit} de même statut pour agir sur l’ensemble à la fois.",
  showParts: "Afficher les {unit}",
  cannotMix:
    "Vous ne pouvez sélectionner plusieurs {unit} que si leur statut est le même ({status, select, available {disponible} reserved {réservé} completed {terminé} other {{status}}})",
  transferTitle: "Transférer {part}",
  detailsTitle: "Détails : {part}",
  importHint:
    "Collez la liste numérotée de votre groupe WhatsApp. Chaque ligne comme « 1. Ahmed ✅ » réserve {part} pour son lecteur ; ✅ indique une lecture terminée.",
  importPart: "{division, select, hizb {Hizb} quarter {Quart} page {Page} surah {Sourate} other {Partie}}",
  importNoRows: "Pas encore de {unit} dans cette liste.",
  unreadNoNumber:
    "{division, select, hizb {pas de numéro de hizb} quarter {pas de numéro de quart} page {pas de numéro de page} surah {pas de numéro de sourate} other {pas de numéro de partie}}",
  unreadOutOfRange:
    "{division, select, hizb {ce hizb n’existe pas} quarter {ce quart n’existe pas} page {cette page n’existe pas} surah {cette sourate n’existe pas} other {cette partie n’existe pas}}",
  remindHelp: "Envoie un e-mail à chaque lecteur qui a des {unit} en cours. Au plus une fois par jour.",
  staleSwitch: "Libérer les lectures de {unit} non terminées au bout d’un certain nombre de jours",
  staleDays: "Libérer les {unit} au bout de (jours)",
  rotate: "Rotation : chaque lecteur reçoit, réservée pour lui, la suite de sa lecture en {unit}, avec un e-mail",
  invite: "Invitation : écrire aux lecteurs du tour précédent pour qu’ils choisissent leurs {unit}",
  mailSubject: "Vos {unit} dans « {name} »",
  mailHeading: "Votre réservation de {unit}",
  reservedSelf: "Vous avez réservé {parts} dans le khatm « {name} » :",
  reservedSelfHtml: "Vous avez réservé {parts} dans le khatm {name} :",
  reservedBy: "{by} a réservé {parts} pour vous dans le khatm « {name} » :",
  reservedByHtml: "{by} a réservé {parts} pour vous dans le khatm {name} :",
  reminderSubject: "Petit rappel : vos {unit} dans « {name} »",
  reminderHeading: "Un rappel pour vos {unit}",
  reminderIntro: "Un petit rappel bienveillant pour vos {unit} dans le khatm « {name} » :",
  reminderIntroHtml: "Un petit rappel bienveillant pour vos {unit} dans le khatm {name} :",
  reminderFromCreator: "{by} vous envoie un petit rappel pour vos {unit} dans le khatm « {name} » :",
  reminderFromCreatorHtml: "{by} vous envoie un petit rappel pour vos {unit} dans le khatm {name} :",
  staleWarningSubject: "Votre lecture de {unit} dans « {name} » sera libérée demain",
  staleWarningHeading: "Votre lecture de {unit} sera libérée demain",
  staleWarningIntro:
    "Ce khatm libère les lectures de {unit} non terminées en {days, plural, one {# jour} many {# de jours} other {# jours}}, pour que d’autres puissent les lire. Demain, c’est le cas de votre lecture dans le khatm « {name} » :",
  staleWarningIntroHtml:
    "Ce khatm libère les lectures de {unit} non terminées en {days, plural, one {# jour} many {# de jours} other {# jours}}, pour que d’autres puissent les lire. Demain, c’est le cas de votre lecture dans le khatm {name} :",
  staleReleasedSubject: "Votre lecture de {unit} dans « {name} » est de nouveau disponible",
  staleReleasedHeading: "Votre lecture de {unit} est de nouveau disponible",
  staleReleasedIntro:
    "Votre lecture de {unit} n’a pas été terminée en {days, plural, one {# jour} many {# de jours} other {# jours}} : elle est de nouveau disponible pour tout lecteur du khatm « {name} » :",
  staleReleasedIntroHtml:
    "Votre lecture de {unit} n’a pas été terminée en {days, plural, one {# jour} many {# de jours} other {# jours}} : elle est de nouveau disponible pour tout lecteur du khatm {name} :",
  staleReleasedAfter: "Vous pouvez la réserver de nouveau, ou d’autres {unit}, dès que vous serez prêt.",
  chooseParts: "Choisir vos {unit}",
  selectAllStatus:
    "Tout sélectionner : {status, select, available {libres} reserved {réservés} completed {terminés} other {{status}}} ({count})",
  reserveRefused:
    "{juz} {count, plural, one {n’est plus disponible. Veuillez en choisir un autre.} many {ne sont plus disponibles. Veuillez en choisir d’autres.} other {ne sont plus disponibles. Veuillez en choisir d’autres.}}",
  creatorOnly:
    "Seul le créateur de ce khatm peut {action, select, reserveOnBehalf {réserver des {unit} au nom d’autres lecteurs} transfer {transférer des {unit}} uncomplete {marquer des lectures de {unit} comme non terminées} other {faire cela}}.",
  ownPartsOnly:
    "Vous pouvez seulement {action, select, cancel {annuler vos propres réservations} other {marquer vos propres lectures de {unit} comme terminées}}. Utilisez le navigateur avec lequel vous avez réservé, ou connectez-vous avec l’e-mail utilisé pour réserver.",
  readerEmailMismatch: "L’e-mail saisi ne correspond pas à celui avec lequel cette réservation a été faite.",
  holderOnly:
    "Seul le lecteur qui l’a réservé peut changer la façon dont il apparaît. Utilisez le navigateur avec lequel vous avez réservé, ou connectez-vous avec l’e-mail utilisé pour réserver.",
  noReaderToRemind: "Aucun lecteur ayant des {unit} en cours n’a d’adresse e-mail à qui envoyer un rappel.",
  reminderLinkGone: "Ce lien n’est plus valide. Vous n’avez aucune lecture de {unit} en cours dans ce khatm.",
  roundStarted:
    "Le tour {round} a commencé : {mode, select, rotate {la suite en {unit} est réservée pour {count, plural, one {# lecteur} many {# de lecteurs} other {# lecteurs}}} other {{count, plural, one {# lecteur invité} many {# de lecteurs invités} other {# lecteurs invités}}}}.",
  reservedTitle: "Réservé : {parts}",
} satisfies NamespaceOf<"parts">;
