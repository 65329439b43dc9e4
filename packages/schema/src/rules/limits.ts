import { DEDICATION_MAX_LENGTH } from "./dedication";

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
  /** Co-organizers a khatm may have besides its creator (issue 37). */
  organizers: 10,
} as const;
