/** Field validation messages the forms share (spec §5). */
export default {
  invalidEmail: "Please enter a valid email address",
  readerNameTooShort: "Name must be at least 2 characters",
  khatmNameRequired: "Khatm name is required",
  yourNameRequired: "Your name is required",
  yourEmailRequired: "Your email is required",
  confirmEmailRequired: "Please enter your email to confirm this action",
  wholeNumberRange: "Enter a whole number from {min, number} to {max, number}.",
  decrease: "Decrease",
  increase: "Increase",
} satisfies Record<string, string>;
