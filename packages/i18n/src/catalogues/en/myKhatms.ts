/** My Khatms (/my-khatms): the khatms a creator made. */
export default {
  title: "My Khatms",
  createNew: "Create New Khatm",
  noneCreatedSignedIn: "You have not created any khatms yet.",
  noneFromBrowser: "No khatms were created from this browser.",
  find: "Find My Khatms",
  findPlaceholder: "The email you created with",
  findButton: "Find",
  khatmsCreated: "khatms created",
  loading: "Loading khatms",
  loadFailed: "Could not load your khatms",
  noActive: "No Active Khatms",
  public: "Public",
  private: "Private",
  noOccasion: "No specific occasion",
  created: "Created {date}",
  manage: "Manage Khatm",
  signInTitle: "Sign in to see every khatm you created",
  signInText:
    "To make sure only you see them, we list the khatms of {email} after you open a sign-in link sent to that address.",
  sent: "Sent! Check your email; the link expires in 15 minutes.",
  emailMeLink: "Email me a sign-in link",
} satisfies Record<string, string>;
