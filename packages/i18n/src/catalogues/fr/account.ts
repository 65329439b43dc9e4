import type { NamespaceOf } from "../../catalogue";

/** The account page /account: the profile, viewed and edited. */
export default {
  title: "Mon compte",
  name: "Nom",
  email: "E-mail",
  emailFixed: "L’adresse e-mail ne peut pas être modifiée",
  country: "Pays",
  memberSince: "Membre depuis",
  editProfile: "Modifier le profil",
  notSet: "Non renseigné",
  updateFailedTitle: "Échec de la mise à jour",
  updateFailed: "Un problème est survenu lors de la mise à jour de votre profil",
  cancel: "Annuler",
  saveChanges: "Enregistrer",
} satisfies NamespaceOf<"account">;
