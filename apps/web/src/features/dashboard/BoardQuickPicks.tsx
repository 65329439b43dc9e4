import { countedParts } from "@khatm/juz-table";
import type { Juz, JuzStatus } from "@khatm/schema";
import type { Division } from "@khatm/schema/rules";
import { Button, Group } from "@mantine/core";
import { useI18n } from "../i18n/i18n-context";
import { nextFreeNumbers } from "../khatms/quick-picks";

interface NextFreePickProps {
  division: Division;
  /** The parts the board shows (its filter applied). */
  visible: readonly Juz[];
  selected: readonly number[];
  onPick: (numbers: number[], status: JuzStatus) => void;
}

/** The join page's quick pick on the creator's board: the next free parts after the selection, to reserve or give. */
export function NextFreePick({ division, visible, selected, onPick }: NextFreePickProps) {
  const i18n = useI18n();
  const next = nextFreeNumbers(visible, selected);
  return (
    <Button
      variant="outline"
      w={{ base: "100%", sm: "auto" }}
      style={{ alignSelf: "flex-start" }}
      disabled={next.length === 0}
      onClick={() => onPick(next, "available")}
      data-testid="board-quick-pick"
    >
      {i18n.t("parts.nextFree", { counted: countedParts(i18n, division, next.length) })}
    </Button>
  );
}

const STATUSES: readonly JuzStatus[] = ["available", "reserved", "completed"];

interface GroupPicksProps {
  /** The open group's parts the board shows. */
  shown: readonly Juz[];
  onPick: (numbers: number[], status: JuzStatus) => void;
}

/** In an open group: select all its free, reserved or completed parts at once (one status, as the spec's rule). */
export function GroupPicks({ shown, onPick }: GroupPicksProps) {
  const { t } = useI18n();
  return (
    <Group gap="xs" mb="sm" data-testid="group-picks">
      {STATUSES.map((status) => {
        const numbers = shown.filter((part) => part.status === status).map((part) => part.number);
        return numbers.length > 0 ? (
          <Button key={status} size="compact-sm" variant="default" onClick={() => onPick(numbers, status)}>
            {t("parts.selectAllStatus", { status, count: numbers.length })}
          </Button>
        ) : null;
      })}
    </Group>
  );
}
