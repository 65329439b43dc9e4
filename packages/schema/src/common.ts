import { LOCALES, type Locale } from "@khatm/i18n/locales";
import * as z from "zod";
import { validationMessage } from "./messages";
import {
  ACCESS_CODE_LENGTH,
  ACCESS_CODE_PATTERN,
  DIVISIONS,
  EMAIL_PATTERN,
  JUZ_COUNT,
  LIMITS,
  MAX_PART_COUNT,
  oneLine,
} from "./rules";

export { MANAGE_KEY_HEADER, READER_KEY_HEADER } from "./headers";

export const emailSchema = z
  .string({ error: validationMessage("validation.invalidEmail") })
  .trim()
  .max(LIMITS.email, { error: validationMessage("validation.emailTooLong", { max: LIMITS.email }) })
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: validationMessage("validation.invalidEmail") }))
  .transform((email) => email.toLowerCase());

/**
 * A text people see as one line (a name, an occasion, a dedication, a recitation): line breaks become a space,
 * controls and bidi overrides go (rules/one-line.ts: why strip, not refuse), then it is trimmed. Every such field
 * starts from this one rule.
 */
export function oneLineTextSchema(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .overwrite(oneLine)
    .trim();
}

export const personNameSchema = oneLineTextSchema(validationMessage("validation.nameRequired"))
  .min(1, { error: validationMessage("validation.nameRequired") })
  .max(LIMITS.personName, { error: validationMessage("validation.nameTooLong", { max: LIMITS.personName }) });

export const readerNameSchema = oneLineTextSchema(
  validationMessage("validation.readerNameTooShort", { min: LIMITS.readerNameMin }),
)
  .min(LIMITS.readerNameMin, {
    error: validationMessage("validation.readerNameTooShort", { min: LIMITS.readerNameMin }),
  })
  .max(LIMITS.personName, { error: validationMessage("validation.nameTooLong", { max: LIMITS.personName }) });

export const accessCodeSchema = z
  .string()
  .regex(ACCESS_CODE_PATTERN, { error: validationMessage("validation.accessCode", { length: ACCESS_CODE_LENGTH }) });

const juzNumberMessage = validationMessage("validation.juzNumber", { max: JUZ_COUNT });

export const juzNumberSchema = z
  .number({ error: juzNumberMessage })
  .int({ error: juzNumberMessage })
  .min(1, { error: juzNumberMessage })
  .max(JUZ_COUNT, { error: juzNumberMessage });

export const juzNumbersSchema = z
  .array(juzNumberSchema, { error: validationMessage("validation.juzNumberList") })
  .min(1, { error: validationMessage("validation.selectAtLeastOneJuz") })
  .max(JUZ_COUNT, { error: validationMessage("validation.tooManyJuz", { max: JUZ_COUNT }) })
  .refine((numbers) => new Set(numbers).size === numbers.length, {
    error: validationMessage("validation.juzListedOnce"),
  });

/**
 * The part numbers a request names (`juzNumbers` or `partNumbers`), checked here only for what needs no khatm: a
 * list of distinct numbers, no longer than the largest division. Which numbers exist depends on the khatm's division,
 * so its object checks them (1 to its part count, at most that many: rules/part-numbers.ts in the worker), before anything changes.
 */
export const partNumbersSchema = z
  .array(z.number({ error: validationMessage("validation.juzNumberList") }), {
    error: validationMessage("validation.juzNumberList"),
  })
  .min(1, { error: validationMessage("validation.selectAtLeastOneJuz") })
  .max(MAX_PART_COUNT, { error: validationMessage("validation.tooManyParts", { max: MAX_PART_COUNT }) })
  .refine((numbers) => new Set(numbers).size === numbers.length, {
    error: validationMessage("validation.juzListedOnce"),
  });

/** A khatm's division on creation: juz unless asked otherwise. */
export const divisionSchema = z.enum(DIVISIONS, {
  error: validationMessage("validation.divisionUnknown", { divisions: DIVISIONS.join(", ") }),
});

export const isoDateTimeSchema = z.string();

const localeCodes = Object.keys(LOCALES) as [Locale, ...Locale[]];

/** A language Khatm speaks (or is being translated into): a person's or a khatm's. */
export const localeSchema = z.enum(localeCodes, {
  error: validationMessage("validation.localeUnknown", { locales: localeCodes.join(", ") }),
});

/** The `limit` query parameter of a list: a whole number from 1 to `max`, `fallback` when absent. */
export function listLimitSchema(max: number, fallback: number) {
  return z.coerce
    .number({ error: validationMessage("validation.limitNumber") })
    .int({ error: validationMessage("validation.limitWhole") })
    .min(1, { error: validationMessage("validation.limitMin") })
    .max(max, { error: validationMessage("validation.limitMax", { max }) })
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
    /** 503: the deployment lacks a setting the action needs (an e-mail provider's key, APP_ORIGIN). */
    "UNAVAILABLE",
  ]),
  message: z.string(),
  /** The request field at fault, by its path ("readerEmail", "juzNumbers.0"), when one is. */
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export type ApiErrorCode = ApiError["error"];
