import type { NamespaceOf } from "../../catalogue";

/** A khatm's link preview (title, description, image text), written into its share page's head by the worker. */
export default {
  imageAlt: "Avancement de {name} : {reserved} juz réservés sur {total}",
  completed: "Terminé : les {total} juz ont été lus.",
  fullyReserved: "Entièrement réservé : chaque juz a son lecteur, {completed} sur {total} terminés.",
  open: "{available} juz sur {total} encore libres : réservez-en un et lisez avec nous. {taken} réservés, {completed} terminés.",
  withOccasion: "{occasion} · {state}",
} satisfies NamespaceOf<"preview">;
