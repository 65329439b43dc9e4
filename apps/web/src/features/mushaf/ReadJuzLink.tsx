import { mushafJuzUrl } from "@khatm/schema/rules";
import { Anchor } from "@mantine/core";
import { IconBook } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useI18n } from "../i18n/i18n-context";
import { appConfigQuery } from "./queries";

/** The browser's languages, best first (none where there is no browser: the worker's render of a share page). */
function viewerLanguages(): readonly string[] {
  return typeof navigator === "undefined" ? [] : navigator.languages;
}

/**
 * "Read Juz N": the juz in the online mushaf the deployment names, in the reader's language when the site offers it
 * (the language the reader reads Khatm in; on an English page the browser's first, as English is also the fallback
 * for languages Khatm does not offer); in a new tab, so the reader's place in Khatm stays. Nothing until the
 * mushaf's address is known.
 */
export function ReadJuzLink({ juz }: { juz: number }) {
  const { t, locale } = useI18n();
  const config = useQuery(appConfigQuery);
  if (!config.data) return null;
  const languages = locale === "en" ? [...viewerLanguages(), locale] : [locale, ...viewerLanguages()];
  return (
    <Anchor
      href={mushafJuzUrl(config.data.mushaf, juz, languages)}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      fw={600}
      style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
      data-testid={`read-juz-${juz}`}
    >
      <IconBook size={16} aria-hidden />
      {t("together.readJuz", { number: juz })}
    </Anchor>
  );
}
