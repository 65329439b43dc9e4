import type { Juz } from "@khatm/schema";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { JuzCard } from "../khatms/JuzCard";
import { JuzGrid, JuzGridSkeleton } from "../khatms/JuzGrid";
import { ReservationForm } from "./ReservationForm";

/** Spec §9: the form is scrolled into view 100 ms after it appears. */
const SCROLL_DELAY_MS = 100;

interface AvailableJuzPickerProps {
  khatmId: string;
  juzs: Juz[];
}

/** The reader's view of a khatm: the available juz as selectable cards, and the reservation form under them. */
export function AvailableJuzPicker({ khatmId, juzs }: AvailableJuzPickerProps) {
  const [selected, setSelected] = useState<number[]>([]);
  const formRef = useRef<HTMLDivElement>(null);
  const available = juzs.filter((juz) => juz.status === "available");
  // A juz someone else reserved meanwhile drops out of the selection when the list refreshes.
  const selectedAvailable = selected.filter((number) => available.some((juz) => juz.number === number));
  const hasSelection = selectedAvailable.length > 0;

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
      <Paper withBorder p="xl" ta="center">
        <Title order={2} size="h4">
          All juz have been reserved for this Khatm.
        </Title>
        <Text c="dimmed" mt="xs">
          Check back later...
        </Text>
      </Paper>
    );
  }

  function toggle(juz: Juz) {
    setSelected((current) =>
      current.includes(juz.number)
        ? current.filter((number) => number !== juz.number)
        : [...current, juz.number].sort((a, b) => a - b),
    );
  }

  return (
    <Stack gap="lg">
      <AvailableJuzHeading />
      <JuzGrid>
        {available.map((juz) => (
          <JuzCard key={juz.number} juz={juz} selected={selectedAvailable.includes(juz.number)} onToggle={toggle} />
        ))}
      </JuzGrid>
      {hasSelection ? (
        <ReservationForm
          ref={formRef}
          khatmId={khatmId}
          selected={selectedAvailable}
          onReserved={() => setSelected([])}
        />
      ) : null}
    </Stack>
  );
}

function AvailableJuzHeading() {
  return (
    <div>
      <Title order={2} size="h3">
        Available Juz
      </Title>
      <Text c="dimmed" size="sm">
        Tap the juz you want to read, then reserve them below.
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
