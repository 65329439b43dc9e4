import type { NamespaceOf } from "../../catalogue";

export default {
  linked: "Ce groupe suit désormais « {name} ». Prenez une partie avec /take et son numéro, par ex. /take 5.",
  linkedCount:
    "Ce groupe suit désormais « {name} ». Engagez-vous pour des récitations avec /pledge et un nombre, par ex. /pledge 3.",
  moved: "Ce groupe suit désormais « {name} » au lieu de « {previous} ».",
  codeMissing: "Envoyez /khatm suivi du code à 6 chiffres de la Khatm, par ex. /khatm 123456.",
  unknownCode: "Aucune Khatm n'a le code {code}. Vérifiez le code et réessayez.",
  notLinked: "Ce groupe ne suit encore aucune Khatm. Liez-en une avec /khatm suivi de son code à 6 chiffres.",
  numbersMissing: "Indiquez les parties par leur numéro, par ex. /take 5, /take 5 6 7 ou /take 9-10.",
  reserved: "{name} a réservé {parts}.",
  completed: "{name} a terminé {parts}. Qu'Allah l'accepte.",
  cancelled: "{name} a annulé {parts} ; à nouveau disponible.",
  taken:
    "{parts} {count, plural, one {est déjà réservé} many {sont déjà réservés} other {sont déjà réservés}} par {name}.",
  takenAnonymously:
    "{parts} {count, plural, one {est déjà réservé} many {sont déjà réservés} other {sont déjà réservés}}.",
  alreadyCompleted:
    "{parts} {count, plural, one {est déjà terminé} many {sont déjà terminés} other {sont déjà terminés}}.",
  completedNoCancel:
    "{parts} {count, plural, one {est déjà terminé : il ne peut plus être annulé} many {sont déjà terminés : ils ne peuvent plus être annulés} other {sont déjà terminés : ils ne peuvent plus être annulés}}.",
  alsoUnavailable:
    "{parts} {count, plural, one {n’est pas disponible non plus} many {ne sont pas disponibles non plus} other {ne sont pas disponibles non plus}}.",
  outOfRange: "Cette Khatm n’a pas de {parts}. Choisissez entre 1 et {max}.",
  notYoursDone:
    "Vous n’avez pas réservé {parts} : vous ne pouvez pas {count, plural, one {le marquer terminé} many {les marquer terminés} other {les marquer terminés}}.",
  notYoursDrop:
    "Vous n’avez pas réservé {parts} : vous ne pouvez pas {count, plural, one {l’annuler} many {les annuler} other {les annuler}}.",
  takesPledges: "Cette Khatm compte des récitations : engagez-vous avec /pledge et un nombre, par ex. /pledge 3.",
  takesParts: "Cette Khatm est partagée en parties : prenez-en une avec /take et son numéro, par ex. /take 5.",
  amountMissing: "Indiquez combien par un nombre entier, par ex. /pledge 3 ou /read 3.",
  noPledge:
    "Vous n’avez encore aucun engagement dans cette Khatm. Engagez-vous avec /pledge et un nombre, par ex. /pledge 3.",
  pledged: "Engagement de {name} : {amount, number}.",
  read: "{name} a lu {done, number} sur {amount, number}.",
  deleted:
    "La Khatm « {name} » a été supprimée : ce groupe ne suit plus aucune Khatm. Liez-en une autre avec /khatm et son code.",
  unlinked: "Ce groupe ne suit plus « {name} ».",
  adminOnly: "Seul un administrateur de ce groupe peut le délier.",
  groupsOnly:
    "Ajoutez-moi à un groupe pour y mener une Khatm : ouvrez la fenêtre de partage de la Khatm et choisissez « Ajouter à un groupe Telegram ».",
  reminder: "Un rappel de « {name} » : {readers}, votre lecture vous attend.",
  groupNotFound: "Ce groupe Telegram n'est pas lié à cette Khatm.",
  webhookSecret: "Seul Telegram peut appeler cette adresse.",
  webhookMalformed: "Ceci n'est pas une mise à jour Telegram.",
  failed: "Un problème est survenu. Veuillez réessayer dans un instant.",
  commandKhatm: "Lier ce groupe à une Khatm par son code à 6 chiffres",
  commandTake: "Réserver des parties : /take 5, /take 5 6 7, /take 9-10",
  commandDone: "Marquer vos parties terminées : /done 5",
  commandDrop: "Annuler vos parties : /drop 5",
  commandPledge: "S’engager pour des récitations d’une Khatm comptée : /pledge 3",
  commandRead: "Indiquer combien de votre engagement vous avez lu : /read 3",
  commandList: "Publier à nouveau la liste de la Khatm",
  commandUnlink: "Délier ce groupe de sa Khatm (administrateurs)",
} satisfies NamespaceOf<"telegram">;
