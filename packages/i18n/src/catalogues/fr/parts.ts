import type { NamespaceOf } from "../../catalogue";

/** Parts of a khatm by its division (issue 24): each part's label, lists of parts, and the create form's choice. */
export default {
  juz: "Juz {number}",
  hizb: "Hizb {number}",
  quarter: "Quart {number}",
  page: "Page {number}",
  surah: "{number}. {name}",
  juzList: "Juz {list}",
  hizbList: "Hizb {list}",
  quarterList: "Quart {list}",
  pageList: "Page {list}",
  surahList: "Sourate {list}",
  juzUnit: "juz",
  hizbUnit: "hizb",
  quarterUnit: "quarts",
  pageUnit: "pages",
  surahUnit: "sourates",
  noneSelected: "Aucune partie sélectionnée",
  divideBy: "Diviser par",
  optionJuz: "Juz ({count} parties)",
  optionHizb: "Hizb ({count} parties)",
  optionQuarter: "Quarts ({count} parties)",
  optionPage: "Pages ({count} parties)",
  optionSurah: "Sourates ({count} parties)",
  previewOpen:
    "{available} sur {total} {unit} encore libres : réservez-en un et lisez avec nous. {taken} réservés, {completed} terminés.",
  previewFullyReserved: "Entièrement réservé : chaque partie a un lecteur, {completed} sur {total} {unit} terminés.",
  previewCompleted: "Terminé : les {total} {unit} ont été lus.",
  imageAlt: "Progression de {name} : {reserved} sur {total} {unit} réservés",
  progress: "{reserved}/{total} {unit} réservés",
  groupFree: "{free} libres sur {total}",
  nextFree: "Choisir les {count} {unit} libres suivants",
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
  reserveButton: "{count, plural, =1 {Réserver {part}} other {Réserver # {unit}}}",
  reserved:
    "{count, plural, =1 {Vous avez bien réservé {parts}.} other {Vous avez bien réservé # {unit} : {parts}.}} Merci de votre participation à ce khatm.",
  reservedOnBehalf:
    "{count, plural, =1 {Vous avez bien réservé {parts} pour le compte de {name}.} other {Vous avez bien réservé # {unit} pour le compte de {name} : {parts}.}}",
  cancelText: "Annuler la réservation de {juzList} ? Ces {unit} redeviennent disponibles pour d’autres lecteurs.",
  uncompleteText: "Marquer {juzList} comme non terminé(s) ? Ces {unit} redeviennent réservés par leurs lecteurs.",
  completeManyTitle:
    "{division, select, hizb {Marquer plusieurs hizb comme terminés} quarter {Marquer plusieurs quarts comme terminés} page {Marquer plusieurs pages comme terminées} surah {Marquer plusieurs sourates comme terminées} other {Marquer plusieurs parties comme terminées}}",
  allRead: "Tout a été lu : {total} {unit}.",
  completionMail:
    "Al-hamdoulillah, tout le khatm « {name} » a été lu : {total} {unit}. Merci d’y avoir participé ; qu’Allah l’accepte de tous ceux qui ont lu.",
  completionMailHtml:
    "Al-hamdoulillah, tout le khatm {name} a été lu : {total} {unit}. Merci d’y avoir participé ; qu’Allah l’accepte de tous ceux qui ont lu.",
  fullyReservedSubject: "Tout « {name} » est réservé : {total} {unit}",
  fullyReservedHeading: "Tout est réservé ({unit})",
  fullyReserved:
    "Tout votre khatm est maintenant réservé : {total} {unit}. Vous pouvez suivre l’avancement des lecteurs sur sa page.",
  completedMail:
    "Alhamdoulillah, tout votre khatm a été lu : {total} {unit}. Qu’Allah l’accepte de chacun de ceux qui y ont pris part.",
  autoNextRound: "Quand tout est terminé ({total} {unit})",
  nextRoundNotYet: "Le tour suivant pourra commencer quand tout sera terminé ({count} {unit}).",
  myCancelText: "Annuler votre réservation de {part} dans « {name} » ? D’autres lecteurs pourront alors la réserver.",
  importConfirmText:
    "{juzList} sera réservé au nom des lecteurs indiqués, et ceux marqués ✅ seront marqués comme terminés. Les {unit} qu’un lecteur détient déjà restent tels quels.",
} satisfies NamespaceOf<"parts">;
