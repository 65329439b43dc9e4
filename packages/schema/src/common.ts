import { z } from "zod";

/** Limits shared by the forms and the API. */
export const LIMITS = {
  khatmName: 120,
  occasion: 500,
  readerNameMin: 2,
  personName: 80,
  email: 254,
  country: 80,
  accessCodeLength: 6,
  juzCount: 30,
  activityFeedMax: 50,
  publicListMax: 100,
} as const;

export { MANAGE_KEY_HEADER, READER_KEY_HEADER } from "./headers";

export const emailSchema = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .max(LIMITS.email, { error: `Email must be at most ${LIMITS.email} characters` })
  .pipe(z.email({ error: "Please enter a valid email address" }))
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

export const accessCodeSchema = z.string().regex(/^\d{6}$/, { error: "Access code must be 6 digits" });

export const juzNumberSchema = z
  .number({ error: "Juz numbers must be whole numbers from 1 to 30" })
  .int({ error: "Juz numbers must be whole numbers from 1 to 30" })
  .min(1, { error: "Juz numbers must be whole numbers from 1 to 30" })
  .max(LIMITS.juzCount, { error: "Juz numbers must be whole numbers from 1 to 30" });

export const juzNumbersSchema = z
  .array(juzNumberSchema, { error: "juzNumbers must be a list of juz numbers" })
  .min(1, { error: "Please select at least one juz to reserve" })
  .max(LIMITS.juzCount, { error: "At most 30 juz can be selected" })
  .refine((numbers) => new Set(numbers).size === numbers.length, { error: "Each juz may be listed only once" });

export const isoDateTimeSchema = z.string();

/** Every error answer of the API. `message` is for people; `error` is a stable code. */
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
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export type ApiErrorCode = ApiError["error"];
