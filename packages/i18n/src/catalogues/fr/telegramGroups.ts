import type { NamespaceOf } from "../../catalogue";

export default {
  addToGroup: "Ajouter à un groupe Telegram",
  groupsTitle: "Groupes Telegram",
  linkedOn: "Lié le {date}",
  unlink: "Délier",
  unlinked: "Le groupe ne suit plus cette Khatm.",
  none: "Aucun groupe Telegram ne suit encore cette Khatm.",
} satisfies NamespaceOf<"telegramGroups">;
