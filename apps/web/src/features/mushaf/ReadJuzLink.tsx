import { partByNumber, partGroups, partLabel } from "@khatm/juz-table";
import { type Division, mushafPartUrl } from "@khatm/schema/rules";
import { Anchor } from "@mantine/core";
import { IconBook } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useI18n } from "../i18n/i18n-context";
import { appConfigQuery } from "./queries";

/** The browser's languages, best first (none where there is no browser: the worker's render of a share page). */
function viewerLanguages(): readonly string[] {
  return typeof navigator === "undefined" ? [] : navigator.languages;
}

/** Where part `number` of a division is, for its mushaf address: its first ayah and the juz it starts in. */
function placeOf(division: Division, number: number) {
  const juz = partGroups(division).find((group) => group.numbers.includes(number))?.juz ?? 1;
  return { division, number, start: partByNumber(division, number).start, juz };
}

/**
 * "Read Juz N": the juz in the online mushaf the deployment names, in the reader's language when the site offers it
 * (the language the reader reads Khatm in; on an English page the browser's first, as English is also the fallback
 * for languages Khatm does not offer); in a new tab, so the reader's place in Khatm stays. Nothing until the
 * mushaf's address is known.
 */
export function ReadJuzLink({ juz, division = "juz" }: { juz: number; division?: Division }) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const config = useQuery(appConfigQuery);
  if (!config.data) return null;
  const languages = locale === "en" ? [...viewerLanguages(), locale] : [locale, ...viewerLanguages()];
  return (
    <Anchor
      href={mushafPartUrl(config.data.mushaf, placeOf(division, juz), languages)}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      fw={600}
      // A link on its own line: a thumb's height on phones (tap-targets.css).
      className="tap-target"
      style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
      data-testid={`read-juz-${juz}`}
    >
      <IconBook size={16} aria-hidden />
      {division === "juz"
        ? t("together.readJuz", { number: juz })
        : t("parts.read", { part: partLabel(i18n, division, juz) })}
    </Anchor>
  );
}
