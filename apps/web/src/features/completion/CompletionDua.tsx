import { COMPLETION_DUA, duaTranslation } from "@khatm/schema/dua";
// Amiri Quran (SIL Open Font License), made for the Qur'an's script: its Arabic subset (45 KB) is fetched only when a
// du'a is shown, so every phone shows the diacritics as written, whatever fonts it has.
import "@fontsource/amiri-quran/arabic-400.css";
import { Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { completionMessages } from "./completion-messages";

/**
 * The du'a in Arabic, with its diacritics, and its translation, both quoted from @khatm/schema/dua (never retyped).
 * The translation is in the viewer's language when there is one: English on the first render (as the worker paints
 * the page), then the browser's.
 */
export function CompletionDua() {
  const [translation, setTranslation] = useState(() => duaTranslation([]));
  useEffect(() => setTranslation(duaTranslation(navigator.languages)), []);
  return (
    <Stack gap={6} align="center" data-testid="completion-dua">
      <Text size="sm" fw={600} c="dimmed">
        {completionMessages.duaHeading}
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
      <Text
        ta="center"
        lang={translation.language}
        dir={translation.language === "ur" ? "rtl" : undefined}
        fs="italic"
        data-testid="dua-translation"
      >
        “{translation.text}”
      </Text>
      <Text size="xs" c="dimmed">
        {COMPLETION_DUA.reference}
      </Text>
    </Stack>
  );
}
