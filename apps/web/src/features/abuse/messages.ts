/** Every text of the abuse-protection screens, in one place (it moves to the message catalogues with issue 16). */
export const abuseMessages = {
  listingPending: "It will be listed publicly once you confirm your e-mail",
  listingPendingHint: "Open the sign-in link we e-mailed you. Until then, anyone with the link or code can still join.",
  rateLimitedTitle: "Please slow down",
  report: {
    open: "Report this Khatm",
    title: "Report this Khatm",
    intro:
      "Tell us what is wrong. Reports are anonymous; after several, the Khatm leaves the public list until we review it.",
    reason: "Reason",
    details: "More details (optional)",
    submit: "Send report",
    sent: "Thank you. Your report has been received.",
    sentTitle: "Report sent",
    failed: "Failed to send the report",
  },
  stop: {
    title: "E-mails from Khatm",
    working: "Stopping e-mails from Khatm...",
    stopped: "You will get no more e-mails from Khatm.",
    stoppedHint: "Only sign-in links that you ask for yourself will still be sent.",
    undo: "Undo: send me e-mails again",
    resumed: "E-mails from Khatm are on again.",
    stopAgain: "Stop e-mails again",
    failed: "This link did not work.",
  },
  review: {
    title: "Review a reported Khatm",
    hide: {
      ask: "Hide this Khatm from the public list for good?",
      confirm: "Hide it",
      done: "has been hidden from the public list.",
    },
    restore: {
      ask: "Keep this Khatm on the public list and clear its reports?",
      confirm: "Keep it listed",
      done: "is listed again.",
    },
    invalid: "This review link is not valid.",
    failed: "The review was not saved.",
  },
} as const;
