/** Page names in the browser tab ("My Account · Khatm"). */
export default {
  publicKhatms: "Public Khatms",
  stopEmails: "E-mails from Khatm",
  reviewReport: "Review a reported Khatm",
  signIn: "Sign In",
  termsOfService: "Terms of Service",
  khatmNotFound: "Khatm Not Found",
  verifyingSignIn: "Verifying Sign-In",
  stopReminders: "Stop Reminders",
  khatmCreated: "Khatm Created",
  privacyPolicy: "Privacy Policy",
  createKhatm: "Create a Khatm",
  myKhatms: "My Khatms",
  myAccount: "My Account",
  myReservations: "My Reservations",
} satisfies Record<string, string>;
