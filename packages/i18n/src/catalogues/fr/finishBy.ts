import type { NamespaceOf } from "../../catalogue";

/** Issue 37: the finish-by date, its pace, the form field and the organizers' "3 days left" e-mail. */
export default {
  finishBy: "À terminer avant le {date}",
  pace: "{days, plural, one {# jour restant} many {# de jours restants} other {# jours restants}} · {counted} par jour",
  onTime: "Terminé à temps",
  late: "{count} restants après la date",
  label: "À terminer avant le (facultatif)",
  description: "La date avant laquelle vos lecteurs veulent terminer : la page du khatm montre le rythme demandé.",
  clear: "Retirer la date",
  noticeLine:
    "Encore libre : {counted}, {days, plural, one {# jour restant} many {# de jours restants} other {# jours restants}}",
  noticeSubject: "{line} : {name}",
  noticeText: "Le khatm « {name} » doit être terminé avant le {date}.",
  noticeRemind: "Envoyez un rappel à ses lecteurs depuis le tableau : {link}",
  noticeButton: "Envoyer un rappel",
} satisfies NamespaceOf<"finishBy">;
