import { z } from "zod";
import { emailSchema, isoDateTimeSchema, LIMITS, localeSchema, personNameSchema } from "./common";

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

export const magicLinkRequestSchema = z.object({ email: emailSchema });
export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;

export const verifyRequestSchema = z.object({
  token: z.string({ error: "token is required" }).min(1, { error: "token is required" }).max(200),
});
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

export const verifyResponseSchema = z.object({ token: z.string(), user: userSchema });
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const createAccountRequestSchema = z.object({ email: emailSchema, name: personNameSchema });
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

const optionalFreeText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));

export const updateProfileRequestSchema = z.object({
  name: optionalFreeText(LIMITS.personName, "Name"),
  country: optionalFreeText(LIMITS.country, "Country"),
  /** Absent: unchanged (the language menu and the profile form save apart); null: forgotten. */
  locale: localeSchema.nullish(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** Answer of GET /api/auth/me and POST /api/auth/update-profile. */
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
