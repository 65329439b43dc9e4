import type { MessageKey, Translator } from "@khatm/i18n";
import { surahName } from "@khatm/juz-table";

/**
 * The create form's recitations (issue 25): surahs read by the count for the dead and in gatherings (Ya-Sin 41 times,
 * Al-Fath 19 times), by their number, named from the surah tables built on quran-meta (never typed here); and the
 * words of remembrance by their catalogue key. "own": the creator's own words.
 */
export const RECITATION_PRESETS = [
  { id: "surah-36", surah: 36 },
  { id: "surah-1", surah: 1 },
  { id: "surah-112", surah: 112 },
  { id: "surah-67", surah: 67 },
  { id: "surah-48", surah: 48 },
  { id: "salawat", words: "recitation.salawat" },
  { id: "istighfar", words: "recitation.istighfar" },
  { id: "tahlil", words: "recitation.tahlil" },
  { id: "tasbih", words: "recitation.tasbih" },
] as const satisfies ReadonlyArray<{ id: string; surah?: number; words?: MessageKey }>;

export type RecitationChoice = (typeof RECITATION_PRESETS)[number]["id"] | "own";

export const OWN_WORDS: RecitationChoice = "own";

/** A preset's words in the creator's language ("Surah Ya-Sin", "Salawat"). */
export function presetWords(i18n: Translator, id: RecitationChoice): string | null {
  const preset = RECITATION_PRESETS.find((candidate) => candidate.id === id);
  if (!preset) return null;
  return "surah" in preset
    ? i18n.t("recitation.surahPreset", { name: surahName(preset.surah, i18n.locale) })
    : i18n.t(preset.words);
}
