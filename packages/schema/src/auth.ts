import * as z from "zod";
import { emailSchema, isoDateTimeSchema, localeSchema, personNameSchema } from "./common";
import { validationMessage } from "./messages";
import { LIMITS } from "./rules/limits";
import { returnPathOf } from "./rules/return-path";

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string(),
  googleId: z.string().nullable(),
  country: z.string().nullable(),
  /** The language the person chose (or their browser asked for when the account was made); null: not known. */
  locale: localeSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type User = z.infer<typeof userSchema>;

/**
 * The page to come back to once signed in (issue 39): a path of this site only (rules/return-path.ts), else a 400
 * naming `next`. The link in the e-mail carries it to /verify-login.
 */
export const returnPathSchema = z
  .string()
  .refine((value) => returnPathOf(value) !== null, { error: validationMessage("validation.returnPath") })
  .transform((value) => returnPathOf(value) ?? "/");

export const magicLinkRequestSchema = z.object({ email: emailSchema, next: returnPathSchema.optional() });
export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;

export const verifyRequestSchema = z.object({
  token: z
    .string({ error: validationMessage("validation.tokenRequired") })
    .min(1, { error: validationMessage("validation.tokenRequired") })
    .max(200),
});
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

export const verifyResponseSchema = z.object({ token: z.string(), user: userSchema });
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const createAccountRequestSchema = z.object({ email: emailSchema, name: personNameSchema });
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

const optionalFreeText = (max: number, key: "validation.nameTooLong" | "validation.countryTooLong") =>
  z
    .string()
    .trim()
    .max(max, { error: validationMessage(key, { max }) })
    .nullish()
    .transform((value) => (value ? value : null));

export const updateProfileRequestSchema = z.object({
  name: optionalFreeText(LIMITS.personName, "validation.nameTooLong"),
  country: optionalFreeText(LIMITS.country, "validation.countryTooLong"),
  /** Absent: unchanged (the language menu and the profile form save apart); null: forgotten. */
  locale: localeSchema.nullish(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** Answer of GET /api/auth/me and POST /api/auth/update-profile. */
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
