/** Texts many screens share: the site's name, toast titles, dialog buttons. */
export default {
  siteName: "Khatm",
  siteTitle: "Khatm: read the whole Qur'an together",
  pageTitle: "{page} · {site}",
  success: "Success",
  error: "Error",
  warning: "Warning",
  back: "Back",
  yourEmail: "Your email",
  browserOnlyNote: "For your privacy we only show {what} from this browser, or all of them after you {signIn}.",
  signInLink: "sign in",
  noJuzSelected: "No juz selected",
  juzList: "Juz {list}",
  range: "{start}-{end}",
  listSeparator: ", ",
  listAnd: "{items} and {last}",
  unexpectedError: "An unexpected error occurred",
} satisfies Record<string, string>;
