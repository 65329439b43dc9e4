/**
 * The du'a shown when a khatm is completed: "Rabbana taqabbal minna...", the prayer of Ibrahim and Isma'il in
 * Al-Baqarah 2:127, widely recited at the completion of the Qur'an. Quoted, never typed: the Arabic (Uthmani, with
 * its diacritics) is the end of the verse from "رَبَّنَا", and each translation is the quoted prayer within that verse's
 * translation, both from the npm package quran-json 3.1.2 (dist/quran*.json, CC-BY-4.0; Arabic from quranenc.com).
 * completion-dua.test.ts checks every text against that package. No package carries the du'a "Allahumma irhamni
 * bil-Qur'an" (it is not a verse), so a Qur'anic du'a with a verifiable source is used instead.
 * A module without zod ("@khatm/schema/dua"): the web app and the e-mails read it.
 */
export const COMPLETION_DUA = {
  surah: 2,
  verse: 127,
  reference: "Al-Baqarah 2:127",
  arabic: "رَبَّنَا تَقَبَّلۡ مِنَّآۖ إِنَّكَ أَنتَ ٱلسَّمِيعُ ٱلۡعَلِيمُ",
  /** By language (quran-json's codes); English when the viewer's language has none. */
  translations: {
    bn: "পরওয়ারদেগার! আমাদের থেকে কবুল কর। নিশ্চয়ই তুমি শ্রবণকারী, সর্বজ্ঞ।",
    en: "Our Lord, accept [this] from us. Indeed You are the Hearing, the Knowing",
    es: "¡Oh, Señor! Acepta nuestra obra. Tú eres el que todo lo oye, todo lo sabe",
    fr: "O notre Seigneur, accepte ceci de notre part! Car c'est Toi l'Audient, l'Omniscient",
    id: "Ya Tuhan kami, terimalah (amal) dari kami. Sungguh, Engkaulah Yang Maha Mendengar, Maha Mengetahui",
    ru: "Господь наш! Прими от нас! Воистину, Ты - Слышащий, Знающий",
    sv: "Herre! Tag nådigt emot vår [möda]! Du är den som hör allt, vet allt",
    tr: "Rabbimiz! Yaptığımızı kabul buyur. Şüphesiz ki, Sen hem işitir hem bilirsin",
    ur: "اے ہمارے رب، ہم سے یہ خدمت قبول فرما لے، تو سب کی سننے اور سب کچھ جاننے والا ہے",
    zh: "我们的主啊！求你接受我们的敬意，你确是全聪的，确是全知的。",
  },
} as const;

export type DuaLanguage = keyof typeof COMPLETION_DUA.translations;

/** The translation for the first of `languages` (BCP 47 tags, best first) that has one, else English. */
export function duaTranslation(languages: readonly string[]): { language: DuaLanguage; text: string } {
  for (const tag of languages) {
    const base = tag.toLowerCase().split("-")[0] ?? "";
    if (base in COMPLETION_DUA.translations) {
      const language = base as DuaLanguage;
      return { language, text: COMPLETION_DUA.translations[language] };
    }
  }
  return { language: "en", text: COMPLETION_DUA.translations.en };
}
