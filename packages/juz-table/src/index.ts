export { JUZ_COUNT, JUZS, juzByNumber, juzSurahRange, type AyahRef, type Juz } from "./juzs";
export { SURAHS, surahByNumber, type Surah } from "./surahs";
