export { type AyahRef, JUZ_COUNT, JUZS, type Juz, juzByNumber, juzSurahRange } from "./juzs";
export { SURAHS, type Surah, surahByNumber } from "./surahs";
