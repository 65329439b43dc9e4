import type { NamespaceOf } from "../../catalogue";

/** Field validation messages the forms share (spec §5). */
export default {
  invalidEmail: "Veuillez saisir une adresse e-mail valide",
  readerNameTooShort: "Le nom doit compter au moins 2 caractères",
  khatmNameRequired: "Le nom du khatm est obligatoire",
  yourNameRequired: "Votre nom est obligatoire",
  yourEmailRequired: "Votre e-mail est obligatoire",
  confirmEmailRequired: "Veuillez saisir votre e-mail pour confirmer cette action",
  wholeNumberRange: "Saisissez un nombre entier de {min, number} à {max, number}.",
  decrease: "Diminuer",
  increase: "Augmenter",
} satisfies NamespaceOf<"forms">;
