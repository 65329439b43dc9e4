/**
 * The rules both the API and the web app apply, in one place and without zod ("@khatm/schema/rules"), so the
 * share-link pages can use them without loading the schemas.
 */
export { ACCESS_CODE_LENGTH, ACCESS_CODE_PATTERN, isValidAccessCode, sanitizeAccessCode } from "./access-code";
export { EMAIL_PATTERN, isValidEmail, normaliseEmail, sameText } from "./email";
export { describeJuzNumbers, isOrAre, JUZ_COUNT, joinWithAnd, juzListText, juzRanges } from "./juz";
export {
  AUTO_NEXT_ROUND,
  type AutoNextRound,
  DAY_MS,
  NEXT_ROUND_MODES,
  type NextRoundMode,
  READING_SCHEDULE,
  rotatedJuz,
} from "./reading-schedule";
