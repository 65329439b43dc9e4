import * as z from "zod";
import { validationMessage } from "./messages";
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from "./rules/report";

/** POST /api/khatms/{id}/reports. */
export const reportRequestSchema = z.object({
  reason: z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]], {
    error: validationMessage("validation.chooseReason", { field: "reason" }),
  }),
  details: z
    .string({ error: validationMessage("validation.detailsText") })
    .trim()
    .max(REPORT_DETAILS_MAX, { error: validationMessage("validation.detailsTooLong", { max: REPORT_DETAILS_MAX }) })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type ReportRequest = z.input<typeof reportRequestSchema>;

/** A signed link's token, as the stop and review endpoints take it in their path. */
export const signedTokenParamSchema = z.object({
  token: z
    .string()
    .min(1, { error: validationMessage("validation.tokenRequired") })
    .max(300, { error: validationMessage("validation.tokenTooLong") }),
});

/** Answer of the stop endpoints: whether e-mail to the link's address is now stopped. */
export const emailStopResponseSchema = z.object({ stopped: z.boolean() });
export type EmailStopResponse = z.infer<typeof emailStopResponseSchema>;

/** The operator's decisions on a reported khatm, as its signed review links carry them. */
export const REVIEW_ACTIONS = ["hide", "restore"] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** Answer of POST /api/reviews/{token}. */
export const reviewResponseSchema = z.object({ action: z.enum(REVIEW_ACTIONS), khatmName: z.string() });
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;
