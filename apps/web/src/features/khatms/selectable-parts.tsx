import type { Juz } from "@khatm/schema";
import type { Division } from "@khatm/schema/rules";
import type { ComponentType } from "react";

/** What a part's view in a selection takes: pressed when its number is selected, toggling it when tapped. */
export interface SelectablePartProps {
  part: Juz;
  division: Division;
  selected: boolean;
  onToggle: (part: Juz) => void;
}

/**
 * PartGroups' `renderPart`, or a list's `map`, for a selection whose parts `Part` draws (a card, a number chip): each
 * pressed when its number is among `selected`.
 */
export function selectableParts(
  Part: ComponentType<SelectablePartProps>,
  division: Division,
  selected: readonly number[],
  onToggle: (part: Juz) => void,
) {
  return (part: Juz) => (
    <Part
      key={part.number}
      part={part}
      division={division}
      selected={selected.includes(part.number)}
      onToggle={onToggle}
    />
  );
}
