/** The header, the phone drawer, the footer and the 404 page. */
export default {
  myReservations: "My Reservations",
  myKhatms: "My Khatms",
  myAccount: "My Account",
  login: "Login",
  logout: "Logout",
  checkingSignIn: "Checking sign-in",
  loadingAccountMenu: "Loading the account menu",
  openNavigation: "Open navigation",
  closeNavigation: "Close navigation",
  accountMenu: "Account menu",
  menu: "Menu",
  signedInAs: "Signed in as",
  copyright: "© {year} Khatm. All rights reserved.",
  footer: "Footer",
  contactUs: "Contact Us",
  termsOfService: "Terms of Service",
  privacyPolicy: "Privacy Policy",
  notFoundTitle: "Page Not Found",
  notFoundText:
    "The page you are looking for does not exist or has moved. Check the address, or start again from the home page.",
  returnHome: "Return to Home",
} satisfies Record<string, string>;
