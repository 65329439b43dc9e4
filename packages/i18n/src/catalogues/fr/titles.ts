import type { NamespaceOf } from "../../catalogue";

/** Page names in the browser tab ("My Account · Khatm"). */
export default {
  publicKhatms: "Khatms publics",
  stopEmails: "Les e-mails de Khatm",
  reviewReport: "Examiner un khatm signalé",
  signIn: "Connexion",
  termsOfService: "Conditions d’utilisation",
  khatmNotFound: "Khatm introuvable",
  verifyingSignIn: "Vérification de la connexion",
  stopReminders: "Arrêter les rappels",
  khatmCreated: "Khatm créé",
  privacyPolicy: "Politique de confidentialité",
  createKhatm: "Créer un khatm",
  myKhatms: "Mes khatms",
  myAccount: "Mon compte",
  myReservations: "Mes réservations",
} satisfies NamespaceOf<"titles">;
