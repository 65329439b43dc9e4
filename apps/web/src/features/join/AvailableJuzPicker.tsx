import type { Juz } from "@khatm/schema";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useT } from "../i18n/i18n-context";
import { JuzCard } from "../khatms/JuzCard";
import { JuzGrid, JuzGridSkeleton } from "../khatms/JuzGrid";
import { LeftSelectionNotice } from "../khatms/LeftSelectionNotice";
import { ReservationForm } from "./ReservationForm";
import { useLiveSelection } from "./use-live-selection";

/** Spec §9: the form is scrolled into view 100 ms after it appears. */
const SCROLL_DELAY_MS = 100;

interface AvailableJuzPickerProps {
  khatmId: string;
  /** The khatm's reminder setting, which the reservation form names. */
  reminderDays: number;
  juzs: Juz[];
}

/** The reader's view of a khatm: the available juz as selectable cards, and the reservation form under them. */
export function AvailableJuzPicker({ khatmId, reminderDays, juzs }: AvailableJuzPickerProps) {
  const t = useT();
  const { selected, toggle, clear, taken, dismissTaken } = useLiveSelection(khatmId, juzs);
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

  if (available.length === 0) {
    return (
      <Stack gap="lg">
        {takenNotice}
        <Paper withBorder p="xl" ta="center">
          <Title order={2} size="h4">
            {t("join.allReservedTitle")}
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
      <AvailableJuzHeading />
      <JuzGrid>
        {available.map((juz) => (
          <JuzCard
            key={juz.number}
            juz={juz}
            selected={selected.includes(juz.number)}
            onToggle={(card) => toggle(card.number)}
          />
        ))}
      </JuzGrid>
      {takenNotice}
      {hasSelection ? (
        <ReservationForm
          ref={formRef}
          khatmId={khatmId}
          reminderDays={reminderDays}
          selected={selected}
          onReserved={clear}
        />
      ) : null}
    </Stack>
  );
}

function AvailableJuzHeading() {
  const t = useT();
  return (
    <div>
      <Title order={2} size="h3">
        {t("join.availableJuz")}
      </Title>
      <Text c="dimmed" size="sm">
        {t("join.pickHint")}
      </Text>
    </div>
  );
}

/** While the juz load: the same heading over the placeholder tiles, so nothing moves when they arrive. */
export function AvailableJuzPickerSkeleton() {
  return (
    <Stack gap="lg">
      <AvailableJuzHeading />
      <JuzGridSkeleton />
    </Stack>
  );
}
