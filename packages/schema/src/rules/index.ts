/**
 * The rules both the API and the web app apply, in one place and without zod ("@khatm/schema/rules"), so the
 * share-link pages can use them without loading the schemas.
 */
export { ACCESS_CODE_LENGTH, ACCESS_CODE_PATTERN, isValidAccessCode, sanitizeAccessCode } from "./access-code";
export { ACTIVITY_TYPES } from "./activity";
export { ANONYMOUS_READER_NAME } from "./anonymity";
export { DEDICATION_MAX_LENGTH } from "./dedication";
export { asciiDigits } from "./digits";
export {
  DEFAULT_DIVISION,
  DIVISIONS,
  type Division,
  divisionFields,
  divisionOf,
  isDivision,
  MAX_PART_COUNT,
  PART_COUNTS,
  partCountOf,
} from "./division";
export { EMAIL_PATTERN, isValidEmail, normaliseEmail, sameText } from "./email";
export {
  daysBetween,
  FINISH_BY_MAX_YEARS,
  FINISH_BY_NOTICE_DAYS,
  finishByNoticeAt,
  finishByProblem,
  finishOutcomeOf,
  isCalendarDate,
  type Pace,
  paceOf,
  utcDay,
} from "./finish-by";
export { JUZ_COUNT, type PartNumbers, selectedParts } from "./juz";
export { LIMITS } from "./limits";
export { mailboxOf } from "./mailbox";
export { type MushafConfig, mushafJuzUrl, mushafPartUrl, type PartPlace, parseLocales } from "./mushaf";
export { oneLine } from "./one-line";
export { ORGANIZER_ROLES, type OrganizerRole } from "./organizers";
export {
  BASE_LIST_VOCABULARY,
  type ListedPart,
  type ListVocabulary,
  listPatterns,
  listVocabularyOf,
  PASTED_LIST_MAX_CHARS,
  PASTED_LIST_MAX_LINES,
  type PastedList,
  parsePastedList,
  pastedListTooLong,
  UNREAD_REASONS,
  type UnreadLine,
  type UnreadReason,
} from "./pasted-list";
export {
  AUTO_NEXT_ROUND,
  type AutoNextRound,
  DAY_MS,
  NEXT_ROUND_MODES,
  type NextRoundMode,
  READING_SCHEDULE,
  rotatedJuz,
} from "./reading-schedule";
export {
  COUNT_DIVISION,
  COUNT_TARGET_MAX,
  type CountProgress,
  countProgressOf,
  isCountDivision,
  KHATM_DIVISIONS,
  type KhatmDivision,
  khatmDivisionFields,
  khatmTotalOf,
  partDivisionOf,
  partRowCountOf,
  RECITATION_MAX_LENGTH,
  unpledgedOf,
} from "./recitation";
export { REPORT_DETAILS_MAX, REPORT_REASONS, REVIEW_ACTIONS, type ReportReason, type ReviewAction } from "./report";
export { RETURN_PATH_MAX_LENGTH, returnPathOf } from "./return-path";
