/** A khatm is the whole Qur'an: its 30 juz. */
export const JUZ_COUNT = 30;
