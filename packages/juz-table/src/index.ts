export { type AyahRef, JUZS, type Juz, juzByNumber, juzSurahRange, surahRangeText } from "./juzs";
export { countedParts, partLabel, partUnit, partUnitKey } from "./part-labels";
export { type Part, type PartGroup, partByNumber, partGroups, partSurahRange, partsOf } from "./parts";
export { SURAH_NAMES, surahName } from "./surah-names";
export { SURAHS, type Surah, surahByNumber } from "./surahs";
