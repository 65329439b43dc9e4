export { type AyahRef, JUZS, type Juz, juzByNumber, juzSurahRange } from "./juzs";
export { SURAHS, type Surah, surahByNumber } from "./surahs";
