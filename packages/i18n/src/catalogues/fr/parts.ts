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
} satisfies NamespaceOf<"parts">;
