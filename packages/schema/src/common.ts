import { LOCALES, type Locale } from "@khatm/i18n/locales";
import { z } from "zod";
import { ACCESS_CODE_LENGTH, ACCESS_CODE_PATTERN, DEDICATION_MAX_LENGTH, EMAIL_PATTERN, JUZ_COUNT } from "./rules";

/** Limits shared by the forms and the API. */
export const LIMITS = {
  khatmName: 120,
  occasion: 500,
  dedication: DEDICATION_MAX_LENGTH,
  readerNameMin: 2,
  personName: 80,
  email: 254,
  country: 80,
  activityFeedMax: 50,
  publicListMax: 100,
} as const;

export { MANAGE_KEY_HEADER, READER_KEY_HEADER } from "./headers";

export const emailSchema = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .max(LIMITS.email, { error: `Email must be at most ${LIMITS.email} characters` })
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: "Please enter a valid email address" }))
  .transform((email) => email.toLowerCase());

export const personNameSchema = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, { error: "Name is required" })
  .max(LIMITS.personName, { error: `Name must be at most ${LIMITS.personName} characters` });

export const readerNameSchema = z
  .string({ error: "Name must be at least 2 characters" })
  .trim()
  .min(LIMITS.readerNameMin, { error: "Name must be at least 2 characters" })
  .max(LIMITS.personName, { error: `Name must be at most ${LIMITS.personName} characters` });

export const accessCodeSchema = z
  .string()
  .regex(ACCESS_CODE_PATTERN, { error: `Access code must be ${ACCESS_CODE_LENGTH} digits` });

const juzNumberMessage = `Juz numbers must be whole numbers from 1 to ${JUZ_COUNT}`;

export const juzNumberSchema = z
  .number({ error: juzNumberMessage })
  .int({ error: juzNumberMessage })
  .min(1, { error: juzNumberMessage })
  .max(JUZ_COUNT, { error: juzNumberMessage });

export const juzNumbersSchema = z
  .array(juzNumberSchema, { error: "juzNumbers must be a list of juz numbers" })
  .min(1, { error: "Please select at least one juz to reserve" })
  .max(JUZ_COUNT, { error: `At most ${JUZ_COUNT} juz can be selected` })
  .refine((numbers) => new Set(numbers).size === numbers.length, { error: "Each juz may be listed only once" });

export const isoDateTimeSchema = z.string();

const localeCodes = Object.keys(LOCALES) as [Locale, ...Locale[]];

/** A language Khatm speaks (or is being translated into): a person's or a khatm's. */
export const localeSchema = z.enum(localeCodes, { error: `Language must be one of ${localeCodes.join(", ")}` });

/** The `limit` query parameter of a list: a whole number from 1 to `max`, `fallback` when absent. */
export function listLimitSchema(max: number, fallback: number) {
  return z.coerce
    .number({ error: "limit must be a number" })
    .int({ error: "limit must be a whole number" })
    .min(1, { error: "limit must be at least 1" })
    .max(max, { error: `limit must be at most ${max}` })
    .default(fallback);
}

/** Every error answer of the API. `message` is for people; `error` is a stable code; `field` is for forms. */
export const apiErrorSchema = z.object({
  error: z.enum([
    "BAD_REQUEST",
    "UNAUTHORIZED",
    "FORBIDDEN",
    "NOT_FOUND",
    "CONFLICT",
    "PAYLOAD_TOO_LARGE",
    "RATE_LIMITED",
    "INTERNAL",
  ]),
  message: z.string(),
  /** The request field at fault, by its path ("readerEmail", "juzNumbers.0"), when one is. */
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export type ApiErrorCode = ApiError["error"];
