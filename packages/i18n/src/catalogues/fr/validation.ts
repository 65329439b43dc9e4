import type { NamespaceOf } from "../../catalogue";

/** The API's validation messages, in French. */
export default {
  invalidInput: "Saisie invalide",
  invalidEmail: "Veuillez saisir une adresse e-mail valide",
  emailTooLong:
    "L’e-mail doit comporter au plus {max, plural, one {# caractère} many {# de caractères} other {# caractères}}",
  nameRequired: "Le nom est obligatoire",
  nameTooLong:
    "Le nom doit comporter au plus {max, plural, one {# caractère} many {# de caractères} other {# caractères}}",
  readerNameTooShort:
    "Le nom doit comporter au moins {min, plural, one {# caractère} many {# de caractères} other {# caractères}}",
  countryTooLong:
    "Le pays doit comporter au plus {max, plural, one {# caractère} many {# de caractères} other {# caractères}}",
  localeUnknown: "La langue doit être l’une de : {locales}",
  accessCode:
    "Le code d’accès doit comporter {length, plural, one {# chiffre} many {# de chiffres} other {# chiffres}}",
  juzNumber: "Les numéros de juz doivent être des nombres entiers de 1 à {max}",
  juzNumberList: "juzNumbers doit être une liste de numéros de juz",
  selectAtLeastOneJuz: "Veuillez choisir au moins un juz à réserver",
  tooManyJuz: "Au plus {max} juz peuvent être choisis",
  juzListedOnce: "Chaque juz ne peut figurer qu’une fois",
  limitNumber: "limit doit être un nombre",
  limitWhole: "limit doit être un nombre entier",
  limitMin: "limit doit valoir au moins 1",
  limitMax: "limit doit valoir au plus {max}",
  fieldTooLong:
    "{field} doit comporter au plus {max, plural, one {# caractère} many {# de caractères} other {# caractères}}",
  chooseReason: "{field} : Veuillez choisir un motif",
  detailsText: "Les détails doivent être du texte",
  detailsTooLong:
    "Les détails doivent comporter au plus {max, plural, one {# caractère} many {# de caractères} other {# caractères}}",
  tokenRequired: "token est obligatoire",
  tokenTooLong: "token est trop long",
  ticketTooLong: "ticket est trop long",
  khatmNameRequired: "Le nom du khatm est obligatoire",
  khatmNameTooLong:
    "Le nom du khatm doit comporter au plus {max, plural, one {# caractère} many {# de caractères} other {# caractères}}",
  occasionTooLong:
    "L’occasion doit comporter au plus {max, plural, one {# caractère} many {# de caractères} other {# caractères}}",
  finishByInvalid: "La date de fin doit être une date (AAAA-MM-JJ)",
  finishByPast: "La date de fin ne peut pas être avant aujourd’hui",
  finishByTooFar: "La date de fin peut être au plus dans {years, plural, one {# an} many {# d’ans} other {# ans}}",
  dedicationText: "La dédicace doit être du texte",
  dedicationTooLong:
    "La dédicace doit comporter au plus {max, plural, one {# caractère} many {# de caractères} other {# caractères}}",
  isPublicBoolean: "isPublic doit valoir true ou false",
  searchTooLong: "Le texte de recherche est trop long",
  hasAvailableBoolean: "hasAvailable doit valoir true ou false",
  anonymousBoolean: "anonymous doit valoir true ou false",
  remindBoolean: "remind doit valoir true ou false",
  juzIdNumber: "L’identifiant du juz doit être un nombre",
  juzIdWhole: "L’identifiant du juz doit être un nombre entier",
  juzIdPositive: "L’identifiant du juz doit être positif",
  reminderDays: "Les jours de rappel doivent être un nombre entier de jours de {min} à {max}",
  staleDays: "Les jours avant libération doivent être un nombre entier de jours de {min} à {max}",
  autoNextRound: "autoNextRound doit valoir off, invite ou rotate",
  linkIncomplete: "Le lien est incomplet",
  nextRoundMode: "mode doit valoir invite ou rotate",
  listText: "text doit être la liste collée",
  listTooLong:
    "Le texte collé doit faire au plus {max, plural, one {# caractère} many {# de caractères} other {# caractères}}",
  listTooManyLines:
    "Le texte collé doit faire au plus {max, plural, one {# ligne} many {# de lignes} other {# lignes}}",
  applyBoolean: "apply doit valoir true ou false",
  divisionUnknown: "division doit être l’une des valeurs {divisions}",
  partNumber: "Les numéros de partie doivent être des nombres entiers de 1 à {max}",
  tooManyParts:
    "Au plus {max, plural, one {# partie peut être sélectionnée} many {# de parties peuvent être sélectionnées} other {# parties peuvent être sélectionnées}}",
  listPosition: "before doit être une position donnée par cette liste ; rechargez la liste depuis le début",
  partNumbersTwice: "Envoyez juzNumbers ou partNumbers, pas les deux",
  pushEndpointInvalid: "endpoint doit être l’adresse https d’un service de notifications",
  pushKeyInvalid: "keys doit contenir les clés p256dh et auth du navigateur",
  returnPath: "next doit être un chemin de ce site",
} satisfies NamespaceOf<"validation">;
