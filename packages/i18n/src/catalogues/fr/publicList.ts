import type { NamespaceOf } from "../../catalogue";

/** The public list (/public). */
export default {
  title: "Khatms publics",
  intro: "Rejoignez un khatm et réservez un juz à lire.",
  create: "Créer un khatm",
  search: "Rechercher parmi les khatms publics",
  searchPlaceholder: "Rechercher par nom, occasion ou code...",
  loadFailed: "Impossible de charger les khatms publics. Réessayez plus tard.",
  noMatchTitle: "Aucun khatm correspondant",
  noMatch: "Aucun khatm public ne correspond à « {query} ».",
  clearSearch: "Effacer la recherche",
  noneTitle: "Aucun khatm public",
  none: "Soyez le premier à en créer un et invitez d’autres personnes à lire.",
  completedTitle: "Khatms terminés récemment",
} satisfies NamespaceOf<"publicList">;
