import type { NamespaceOf } from "../../catalogue";

/** The header, the phone drawer, the footer and the 404 page. */
export default {
  myReservations: "Mes réservations",
  myKhatms: "Mes khatms",
  myAccount: "Mon compte",
  login: "Connexion",
  logout: "Déconnexion",
  checkingSignIn: "Vérification de la connexion",
  loadingAccountMenu: "Chargement du menu du compte",
  openNavigation: "Ouvrir la navigation",
  closeNavigation: "Fermer la navigation",
  accountMenu: "Menu du compte",
  menu: "Menu principal",
  language: "Langue",
  signedInAs: "Connecté en tant que",
  copyright: "© {year} Khatm. Tous droits réservés.",
  footer: "Pied de page",
  contactUs: "Nous contacter",
  termsOfService: "Conditions d’utilisation",
  privacyPolicy: "Politique de confidentialité",
  notFoundTitle: "Page introuvable",
  notFoundText:
    "La page que vous cherchez n’existe pas ou a été déplacée. Vérifiez l’adresse, ou repartez de la page d’accueil.",
  returnHome: "Retour à l’accueil",
} satisfies NamespaceOf<"layout">;
