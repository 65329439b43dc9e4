export { type AyahRef, JUZS, type Juz, juzByNumber, juzSurahRange } from "./juzs";
export { SURAH_NAMES, surahName } from "./surah-names";
export { SURAHS, type Surah, surahByNumber } from "./surahs";
