import { surahName } from "@khatm/juz-table";
import { COMPLETION_DUA, duaTranslation } from "@khatm/schema/dua";
// Amiri Quran (SIL Open Font License), made for the Qur'an's script: its Arabic subset (45 KB) is fetched only when a
// du'a is shown, so every phone shows the diacritics as written, whatever fonts it has.
import "@fontsource/amiri-quran/arabic-400.css";
import { Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useI18n } from "../i18n/i18n-context";

/**
 * The du'a in Arabic, with its diacritics, and its translation, both quoted from @khatm/schema/dua (never retyped).
 * The translation is in the page's language (as the worker paints it); where the page's language has none (Malay),
 * in the browser's first language that has one. An Arabic page needs none: the du'a is in its language.
 */
export function CompletionDua() {
  const { t, locale } = useI18n();
  const [translation, setTranslation] = useState(() => duaTranslation([locale]));
  useEffect(() => setTranslation(duaTranslation([locale, ...navigator.languages])), [locale]);
  return (
    <Stack gap={6} align="center" data-testid="completion-dua">
      <Text size="sm" fw={600} c="dimmed">
        {t("together.duaHeading")}
      </Text>
      <Text
        lang="ar"
        dir="rtl"
        ta="center"
        fz={{ base: 26, sm: 30 }}
        lh={1.9}
        style={{ fontFamily: "'Amiri Quran', 'Noto Naskh Arabic', serif" }}
        data-testid="dua-arabic"
      >
        {COMPLETION_DUA.arabic}
      </Text>
      {locale === "ar" ? null : (
        <Text
          ta="center"
          lang={translation.language}
          // Its own direction, whatever the page's: quotation marks and punctuation then fall where they belong.
          dir={translation.language === "ur" ? "rtl" : "ltr"}
          fs="italic"
          data-testid="dua-translation"
        >
          “{translation.text}”
        </Text>
      )}
      <Text size="xs" c="dimmed" data-testid="dua-reference">
        {surahName(COMPLETION_DUA.surah, locale)} {COMPLETION_DUA.surah}:{COMPLETION_DUA.verse}
      </Text>
    </Stack>
  );
}
