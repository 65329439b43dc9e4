/** Creating a khatm (/create) and the success page after it (/success). */
export default {
  title: "Create a Khatm",
  intro:
    "{division, select, juz {Give your Khatm a name, share it, and readers reserve the 30 juz.} hizb {Give your Khatm a name, share it, and readers reserve the 60 hizb.} quarter {Give your Khatm a name, share it, and readers reserve the 240 quarters.} page {Give your Khatm a name, share it, and readers reserve the 604 pages.} surah {Give your Khatm a name, share it, and readers reserve the 114 surahs.} count {Give your Khatm a name, share it, and readers pledge its recitations.} other {Give your Khatm a name, share it, and readers reserve its parts.}}",
  khatmName: "Khatm Name",
  khatmNamePlaceholder: "e.g. Ramadan Khatm 2025",
  occasion: "Occasion",
  occasionPlaceholder: "e.g. Ramadan, or a family gathering (optional)",
  makePublic: "Make this Khatm public (visible to everyone)",
  creatingAs: "Creating as: {name} ({email})",
  yourName: "Your Name",
  yourEmail: "Your Email",
  privateDetails: "Your name and email are always private.",
  accountNotice:
    "By creating a Khatm, you agree to create an account with this email. We'll send you a login link so you can manage your Khatm.",
  cancel: "Cancel",
  creating: "Creating...",
  create: "Create Khatm",
  loginEmailSentTitle: "Login Email Sent",
  loginEmailSent: "Check your email for a magic link to log in and manage your Khatm.",
  nothingToShow: "No new Khatm to show. Redirecting...",
  createdTitle: "Khatm Created!",
  public: "Public",
  private: "Private",
  accessCode: "Access code",
  codeHint: "Readers enter this code on the home page, or open the link you share.",
  copyShareableLink: "Copy Shareable Link",
  viewKhatm: "View Khatm",
  manageYourKhatms: "Manage Your Khatms",
  signInToManage: "Sign in to Manage",
  manageLinkTitle: "Your manage link",
  manageLinkHint:
    "Save it: it is the key to this Khatm. Anyone who opens it can manage the Khatm, so keep it to yourself.",
  copyManageLink: "Copy manage link",
  manageLinkCopied: "Manage link copied!",
  manageLinkEmailed: "We have also e-mailed it to you.",
  manageLinkEmailing: "We are e-mailing it to you.",
  manageLinkNotEmailedTitle: "This link was not e-mailed to you",
  manageLinkNotEmailed:
    "We could not send you the e-mail with this link: your address has had as many e-mails from us as it may today, or it asked for no more. Copy the link now and keep it safe: it will not come by e-mail.",
  manageLinkEmailRetrying:
    "The e-mail with this link could not be sent yet; we will keep trying for a day. Copy the link now to be safe.",
} satisfies Record<string, string>;
