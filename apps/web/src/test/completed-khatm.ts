import type { Khatm } from "@khatm/schema";

/** A juz khatm whose 30 juz a visitor sees completed by 12 readers, for the completion screens' tests. */
export const COMPLETED_JUZ_KHATM: Khatm = {
  id: "k1",
  name: "Family Khatm",
  occasion: null,
  startDate: null,
  endDate: null,
  creatorId: 1,
  creatorName: "Khadija",
  isPublic: true,
  createdAt: "2026-03-01T10:00:00.000Z",
  uniqueId: "u1",
  accessCode: "123456",
  stats: { available: 0, reserved: 0, completed: 30 },
  viewerIsCreator: false,
  awaitingConfirmation: false,
  dedication: null,
  completion: { completedAt: "2026-03-29T21:30:00.000Z", readerCount: 12 },
  seriesId: "k1",
  round: 1,
  reminderDays: 7,
  staleDays: null,
  autoNextRound: "off",
};
