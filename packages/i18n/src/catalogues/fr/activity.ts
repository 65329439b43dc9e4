import type { NamespaceOf } from "../../catalogue";

/** The recent-activity feed, in French. */
export default {
  created: "{creator} a créé ce khatm",
  reserved: "{reader} a réservé {juz}",
  reservedByCreator: "Le créateur a réservé {juz} pour {reader}",
  cancelled: "{readers} a annulé {juz}",
  cancelledByCreator: "Le créateur a annulé la réservation de {juz} par {readers}",
  transferred: "{juz} a été transféré de {from} à {to}",
  completed: "{reader} a terminé {juz}",
  completedByCreator: "Le créateur a marqué {juz} comme terminé",
  uncompleted: "Le créateur a marqué {juz} comme non terminé",
  released:
    "{juz} de {reader} est redevenu disponible : non terminé en {days, plural, one {# jour} many {# de jours} other {# jours}}",
  aReader: "Un lecteur",
  aReaderInList: "un lecteur",
} satisfies NamespaceOf<"activity">;
