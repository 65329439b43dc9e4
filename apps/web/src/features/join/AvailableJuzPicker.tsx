import { countedParts, partUnit } from "@khatm/juz-table";
import type { Juz } from "@khatm/schema";
import type { Division } from "@khatm/schema/rules";
import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useI18n } from "../i18n/i18n-context";
import { JuzCard } from "../khatms/JuzCard";
import { JuzGrid, JuzGridSkeleton } from "../khatms/JuzGrid";
import { LeftSelectionNotice } from "../khatms/LeftSelectionNotice";
import { PartChip } from "../khatms/PartChip";
import { PartGroups } from "../khatms/PartGroups";
import { nextFreeNumbers } from "../khatms/quick-picks";
import { selectableParts } from "../khatms/selectable-parts";
import { ReservationForm } from "./ReservationForm";
import { ReserveBar } from "./ReserveBar";
import { useLiveSelection } from "./use-live-selection";

/** Spec §9: the form is scrolled into view 100 ms after it appears. */
const SCROLL_DELAY_MS = 100;

interface AvailableJuzPickerProps {
  khatmId: string;
  /** The khatm's reminder setting, which the reservation form names. */
  reminderDays: number;
  juzs: Juz[];
  /** The khatm's division (juz when absent): other divisions' parts are grouped by juz, with quick picks. */
  division?: Division;
}

/** The reader's view of a khatm: the available juz as selectable cards, and the reservation form under them. */
export function AvailableJuzPicker({ khatmId, reminderDays, juzs, division = "juz" }: AvailableJuzPickerProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const { selected, toggle, add, clear, taken, dismissTaken } = useLiveSelection(khatmId, juzs);
  const formRef = useRef<HTMLDivElement>(null);
  const available = juzs.filter((juz) => juz.status === "available");
  const hasSelection = selected.length > 0;
  const takenNotice = (
    <LeftSelectionNotice
      numbers={taken}
      onClose={dismissTaken}
      title="join.takenTitle"
      message="join.taken"
      testId="taken-notice"
      division={division}
    />
  );

  useEffect(() => {
    if (!hasSelection) return;
    const timer = setTimeout(
      () => formRef.current?.scrollIntoView({ behavior: "smooth", block: "nearest" }),
      SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [hasSelection]);

  const nextFree = nextFreeNumbers(available, selected);
  const onToggle = (picked: Juz) => toggle(picked.number);
  // The spec's cards for 30 juz; a khatm of more parts (60 to 604) lists its free ones as number chips.
  const card = selectableParts(division === "juz" ? JuzCard : PartChip, division, selected, onToggle);

  if (available.length === 0) {
    return (
      <Stack gap="lg">
        {takenNotice}
        <Paper withBorder p="xl" ta="center">
          <Title order={2} size="h4">
            {division === "juz"
              ? t("join.allReservedTitle")
              : t("parts.allReservedTitle", { unit: partUnit(i18n, division) })}
          </Title>
          <Text c="dimmed" mt="xs">
            {t("join.checkBackLater")}
          </Text>
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <AvailableJuzHeading division={division} />
      {division === "juz" ? (
        <JuzGrid>{available.map(card)}</JuzGrid>
      ) : (
        <>
          <Button
            variant="outline"
            size="md"
            w={{ base: "100%", sm: "auto" }}
            style={{ alignSelf: "flex-start" }}
            onClick={() => add(nextFree)}
            disabled={nextFree.length === 0}
            data-testid="quick-pick"
          >
            {t("parts.nextFree", { counted: countedParts(i18n, division, nextFree.length) })}
          </Button>
          <PartGroups division={division} parts={available} selected={selected} renderPart={card} dense />
        </>
      )}
      {takenNotice}
      {hasSelection ? <ReserveBar selected={selected} division={division} formRef={formRef} /> : null}
      {hasSelection ? (
        <ReservationForm
          ref={formRef}
          khatmId={khatmId}
          reminderDays={reminderDays}
          selected={selected}
          division={division}
          onReserved={clear}
        />
      ) : null}
    </Stack>
  );
}

/** "Available Juz" (the spec's), or the division's words: "Available Pages". */
function AvailableJuzHeading({ division = "juz" }: { division?: Division }) {
  const i18n = useI18n();
  const { t } = i18n;
  const juz = division === "juz";
  return (
    <div>
      <Title order={2} size="h3">
        {juz ? t("join.availableJuz") : t("parts.availableTitle", { division })}
      </Title>
      <Text c="dimmed" size="sm">
        {juz ? t("join.pickHint") : t("parts.pickHint", { unit: partUnit(i18n, division) })}
      </Text>
    </div>
  );
}

/**
 * While the juz load: the same heading over the placeholder tiles, so nothing moves when they arrive (in the khatm's
 * division's words once the khatm is known, so the heading does not change either).
 */
export function AvailableJuzPickerSkeleton({ division }: { division?: Division }) {
  return (
    <Stack gap="lg">
      <AvailableJuzHeading division={division} />
      <JuzGridSkeleton division={division} />
    </Stack>
  );
}
