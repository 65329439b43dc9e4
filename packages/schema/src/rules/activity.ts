/** What the activity feed records. */
export const ACTIVITY_TYPES = [
  "created",
  "reserved",
  "completed",
  "cancelled",
  "transferred",
  "uncompleted",
  "released",
] as const;
