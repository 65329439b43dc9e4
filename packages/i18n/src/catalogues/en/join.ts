/** The join page /j/{code}: picking available juz and the reservation form. */
export default {
  allReservedTitle: "All juz have been reserved for this Khatm.",
  checkBackLater: "Check back later...",
  availableJuz: "Available Juz",
  pickHint: "Tap the juz you want to read, then reserve them below.",
  reserveTitle: "Reserve Selected Juz",
  yourName: "Your Name",
  yourEmail: "Your Email",
  emailOptionalSignedIn: "Optional: your account's email is used when empty.",
  createAccount: "Create an account to track my reservations and receive email notifications",
  reserveButton: "Reserve {count, plural, one {Juz} other {# Juz}}",
  accountCreatedTitle: "Account Created",
  accountCreated: "Account created successfully! Check your email for login instructions.",
  takenTitle: "Just taken",
  taken:
    "{juz} {count, plural, one {was just reserved by someone else, so it has} other {were just reserved by someone else, so they have}} left your selection. Please choose another.",
  selectedOne: "You selected Juz {first}",
  selectedMany: "You selected Juz {first} - and {others, plural, one {# other} other {# others}}",
  noJuzSelectedTitle: "No juz selected",
  noJuzSelected: "Please select at least one juz to reserve",
  emailRequired: "Please provide your email address to continue",
} satisfies Record<string, string>;
