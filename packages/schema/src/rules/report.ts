/** Why a visitor reports a khatm: the report dialog's choices, in this order, with the labels it shows. */
export const REPORT_REASONS = {
  spam: "Spam or advertising",
  offensive: "Offensive or hateful content",
  misleading: "Misleading or fake",
  other: "Something else",
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

export const REPORT_DETAILS_MAX = 500;

/** The operator's decisions on a reported khatm, as its signed review links carry them. */
export const REVIEW_ACTIONS = ["hide", "restore"] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];
