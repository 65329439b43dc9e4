/** The Terms of Service and Privacy Policy pages. */
export default {
  lastUpdated: "Last updated: {date}",
  contactForm: "contact form",
  termsIntro:
    "Khatm is a free service for organizing a shared reading of the Qur'an: an organizer creates a khatm, the 30 juz are shared out among readers, and everyone follows the progress together. By using Khatm you agree to these terms.",
  termsUsing: "Using Khatm",
  termsUsing1: "You may use Khatm for personal, community and religious purposes, free of charge.",
  termsUsing2:
    "You need no account to join a khatm or reserve a juz. An account, reached through a sign-in link sent to your email, lets you follow your reservations and the khatms you created.",
  termsUsing3:
    "There is no deadline for reading. Please cancel a reservation you cannot complete, so someone else can take it.",
  termsResponsibilities: "Your responsibilities",
  termsResponsibilities1:
    "Give your own name and an email address you control, or those of a reader who asked you to reserve for them.",
  termsResponsibilities2:
    "Keep khatm names and occasions respectful; do not use Khatm to spread spam, abuse or unlawful content.",
  termsResponsibilities3: "Share private khatm links and access codes only with people you want to invite.",
  termsResponsibilities4:
    "Do not try to disrupt the service, reach data that is not yours, or send automated requests in bulk.",
  termsOrganizers: "Organizers",
  termsOrganizersText:
    "The organizer of a khatm decides who may take part and can reserve, transfer or cancel juz on behalf of its readers, or delete the khatm. We may remove khatms or reservations that break these terms.",
  termsService: "The service",
  termsServiceText:
    "We work to keep Khatm available and your data safe, but the service is provided as it is, without warranties. We are not liable for losses arising from its use, as far as the law allows. We may change or discontinue features, and we may update these terms; the date above shows the latest change.",
  termsPrivacy: "Privacy",
  termsPrivacyText: "How we handle your name and email is described in our {privacyPolicy}.",
  privacyPolicy: "Privacy Policy",
  termsContact: "Contact",
  termsContactText: "Questions about these terms? Write to us through our {contactForm}.",
  privacyIntro:
    "Khatm keeps as little about you as it needs to organize a shared reading of the Qur'an. This page explains what we store, who can see it, and the choices you have.",
  privacyStore: "What we store",
  privacyStoreNameTitle: "Your name and email address",
  privacyStoreName:
    "{title}, when you create a khatm, reserve a juz or sign in, and the country you may add to your profile.",
  privacyStoreReservationsTitle: "Your reservations",
  privacyStoreReservations: "{title}: which juz of which khatm you reserved, and when you reserved or completed them.",
  privacyStoreKhatmsTitle: "The khatms you create",
  privacyStoreKhatms: "{title}: name, occasion, whether they are public, and the activity on them.",
  privacyStoreBrowserTitle: "In your browser",
  privacyStoreBrowser:
    "{title}: your sign-in session, the email you last reserved with, and keys that let this browser manage the khatms and reservations it made. Clearing your browser data removes them.",
  privacyWho: "Who can see it",
  privacyWho1:
    "Your email address is never shown to other readers. Only you and the organizer of a khatm you reserved in can see it.",
  privacyWho2: "Other readers of a khatm see the name you reserved under, next to your juz.",
  privacyWho3:
    "Your reservations and khatms are listed for you only after you sign in, or in the browser you made them from.",
  privacyWho4: "We do not sell your data or share it with advertisers.",
  privacyEmails: "Emails we send",
  privacyEmailsText:
    "We email you sign-in links you ask for and messages about khatms you take part in. A sign-in link works once and expires after 15 minutes.",
  privacyChildren: "Children",
  privacyChildrenText:
    "Khatm is not intended for children under 13, and we do not knowingly collect their data. If you believe a child under 13 has given us their details, contact us and we will delete them.",
  privacyChoices: "Your choices",
  privacyChoicesText:
    "You can change your name and country on your account page and cancel your reservations at any time. To have your account and data deleted, or to ask what we hold about you, contact us.",
  privacyContact: "Contact us",
  privacyContactText:
    "For any privacy question or request, write to us through our {contactForm}. We answer as soon as we can.",
} satisfies Record<string, string>;
