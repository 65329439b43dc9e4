import type { NamespaceOf } from "../../catalogue";

/** The Terms of Service and Privacy Policy pages. */
export default {
  lastUpdated: "Dernière mise à jour : {date}",
  contactForm: "formulaire de contact",
  termsIntro:
    "Khatm est un service gratuit pour organiser une lecture commune du Coran : un organisateur crée un khatm (une lecture complète du Coran), les 30 juz sont répartis entre les lecteurs, et chacun suit l’avancement. En utilisant Khatm, vous acceptez les présentes conditions.",
  termsUsing: "Utiliser Khatm",
  termsUsing1: "Vous pouvez utiliser Khatm gratuitement, à des fins personnelles, communautaires et religieuses.",
  termsUsing2:
    "Aucun compte n’est nécessaire pour rejoindre un khatm ou réserver un juz. Un compte, auquel vous accédez par un lien de connexion envoyé à votre adresse e-mail, vous permet de suivre vos réservations et les khatms que vous avez créés.",
  termsUsing3:
    "Il n’y a pas de date limite de lecture. Si vous ne pouvez pas terminer un juz réservé, annulez la réservation pour que quelqu’un d’autre puisse le prendre.",
  termsResponsibilities: "Vos engagements",
  termsResponsibilities1:
    "Indiquez votre propre nom et une adresse e-mail que vous contrôlez, ou ceux d’un lecteur qui vous a demandé de réserver pour lui.",
  termsResponsibilities2:
    "Donnez aux khatms des noms et des occasions respectueux ; n’utilisez pas Khatm pour diffuser du spam, des propos injurieux ou des contenus illicites.",
  termsResponsibilities3:
    "Ne partagez les liens et codes d’accès des khatms privés qu’avec les personnes que vous souhaitez inviter.",
  termsResponsibilities4:
    "N’essayez pas de perturber le service, d’accéder à des données qui ne sont pas les vôtres, ni d’envoyer des requêtes automatisées en masse.",
  termsOrganizers: "Organisateurs",
  termsOrganizersText:
    "L’organisateur d’un khatm décide qui peut y participer et peut réserver, transférer ou annuler des juz pour le compte de ses lecteurs, ou supprimer le khatm. Nous pouvons retirer les khatms ou réservations qui enfreignent ces conditions.",
  termsService: "Le service",
  termsServiceText:
    "Nous faisons en sorte que Khatm reste disponible et que vos données soient protégées, mais le service est fourni tel quel, sans garantie. Dans les limites permises par la loi, nous ne sommes pas responsables des pertes liées à son utilisation. Nous pouvons modifier ou arrêter des fonctionnalités, et mettre à jour ces conditions ; la date ci-dessus indique la dernière modification.",
  termsPrivacy: "Confidentialité",
  termsPrivacyText: "Notre {privacyPolicy} explique comment nous traitons votre nom et votre adresse e-mail.",
  privacyPolicy: "politique de confidentialité",
  termsContact: "Contact",
  termsContactText: "Des questions sur ces conditions ? Écrivez-nous via notre {contactForm}.",
  privacyIntro:
    "Khatm ne conserve sur vous que le strict nécessaire pour organiser une lecture commune du Coran. Cette page explique ce que nous enregistrons, qui peut le voir et les choix dont vous disposez.",
  privacyStore: "Ce que nous enregistrons",
  privacyStoreNameTitle: "Votre nom et votre adresse e-mail",
  privacyStoreName:
    "{title}, lorsque vous créez un khatm, réservez un juz ou vous connectez, ainsi que le pays que vous pouvez ajouter à votre profil.",
  privacyStoreReservationsTitle: "Vos réservations",
  privacyStoreReservations:
    "{title} : quels juz de quel khatm vous avez réservés, et quand vous les avez réservés ou terminés.",
  privacyStoreKhatmsTitle: "Les khatms que vous créez",
  privacyStoreKhatms: "{title} : nom, occasion, caractère public ou non, et l’activité qui s’y rapporte.",
  privacyStoreBrowserTitle: "Dans votre navigateur",
  privacyStoreBrowser:
    "{title} : votre session de connexion, l’adresse e-mail utilisée pour votre dernière réservation, et des clés qui permettent à ce navigateur de gérer les khatms et réservations faits depuis celui-ci. Effacer les données de votre navigateur les supprime.",
  privacyWho: "Qui peut les voir",
  privacyWho1:
    "Votre adresse e-mail n’est jamais montrée aux autres lecteurs. Seuls vous et l’organisateur d’un khatm où vous avez réservé pouvez la voir.",
  privacyWho2: "Les autres lecteurs d’un khatm voient le nom sous lequel vous avez réservé, à côté de vos juz.",
  privacyWho3:
    "Vos réservations et vos khatms ne vous sont listés qu’une fois connecté, ou dans le navigateur depuis lequel vous les avez faits.",
  privacyWho4: "Nous ne vendons pas vos données et ne les partageons pas avec des annonceurs.",
  privacyEmails: "Les e-mails que nous envoyons",
  privacyEmailsText:
    "Nous vous envoyons les liens de connexion que vous demandez et des messages sur les khatms auxquels vous participez. Un lien de connexion ne sert qu’une fois et expire au bout de 15 minutes.",
  privacyChildren: "Enfants",
  privacyChildrenText:
    "Khatm ne s’adresse pas aux enfants de moins de 13 ans, et nous ne collectons pas sciemment leurs données. Si vous pensez qu’un enfant de moins de 13 ans nous a communiqué ses informations, contactez-nous et nous les supprimerons.",
  privacyChoices: "Vos choix",
  privacyChoicesText:
    "Vous pouvez modifier votre nom et votre pays sur la page de votre compte et annuler vos réservations à tout moment. Pour faire supprimer votre compte et vos données, ou savoir ce que nous détenons sur vous, contactez-nous.",
  privacyContact: "Nous contacter",
  privacyContactText:
    "Pour toute question ou demande liée à la confidentialité, écrivez-nous via notre {contactForm}. Nous répondons dès que possible.",
} satisfies NamespaceOf<"legal">;
