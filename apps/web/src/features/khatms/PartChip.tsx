import { partLabel, partSurahRange, surahName } from "@khatm/juz-table";
import type { Division } from "@khatm/schema/rules";
import { UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { useI18n } from "../i18n/i18n-context";
import classes from "./PartChip.module.css";
import selectable from "./SelectablePart.module.css";
import type { SelectablePartProps } from "./selectable-parts";

/**
 * A free part as a number chip (issue 39): the number in sight, its name ("Page 22") for screen readers and as the
 * chip's text, its surahs as the tooltip; a surah also shows its name, which readers choose it by.
 */
export function PartChip({ part, division, selected, onToggle }: SelectablePartProps) {
  const i18n = useI18n();
  const label = partLabel(i18n, division, part.number);
  return (
    <UnstyledButton
      className={`${selectable.toggle} ${classes.chip}`}
      aria-pressed={selected}
      title={partSurahRange(division, part.number, i18n.locale)}
      data-testid={`juz-${part.number}`}
      onClick={() => onToggle(part)}
    >
      <VisuallyHidden>{label}</VisuallyHidden>
      <span aria-hidden>{i18n.number(part.number)}</span>
      {division === "surah" ? (
        <span aria-hidden className={classes.name}>
          {surahName(part.number, i18n.locale)}
        </span>
      ) : null}
    </UnstyledButton>
  );
}

/** The chips of one group, several to a row. */
export function PartChipGrid({ division, children }: { division: Division; children: ReactNode }) {
  return (
    <div className={classes.grid} data-named={division === "surah" || undefined}>
      {children}
    </div>
  );
}
