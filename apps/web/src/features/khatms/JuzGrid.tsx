import { JUZ_COUNT } from "@khatm/schema/rules";
import { SimpleGrid, Skeleton } from "@mantine/core";
import { Children, type ReactNode, useEffect, useState } from "react";

/** 2 columns on phones up to 6 on wide screens (spec: "2 to 6 columns by screen width"). */
const columns = { base: 2, xs: 3, sm: 4, md: 5, lg: 6 };

interface JuzGridProps {
  children: ReactNode;
}

/**
 * Cards mounted by the grid's first render, enough to fill a phone's or a laptop's first screen; the rest follow in
 * later tasks, a few at a time. Mounting all 30 at once made the first render of a share link one long task on a
 * slow phone (bench/README.md), during which a tap waits.
 */
const FIRST_CARDS = 12;
const CARDS_PER_TASK = 9;

export function JuzGrid({ children }: JuzGridProps) {
  const cards = Children.toArray(children);
  const [mounted, setMounted] = useState(FIRST_CARDS);
  const allMounted = mounted >= cards.length;

  useEffect(() => {
    if (allMounted) return;
    const timer = setTimeout(() => setMounted((count) => count + CARDS_PER_TASK), 0);
    return () => clearTimeout(timer);
  }, [allMounted, mounted]);

  return (
    <SimpleGrid cols={columns} spacing="sm" verticalSpacing="sm">
      {cards.slice(0, mounted)}
    </SimpleGrid>
  );
}

/** An available juz card's height on a phone (title, surah range on two lines, badge), so tiles give way in place. */
const TILE_HEIGHT = 129;

/** The 30 placeholder tiles shown while the juz load. */
export function JuzGridSkeleton() {
  return (
    <SimpleGrid cols={columns} spacing="sm" verticalSpacing="sm" aria-busy="true" aria-label="Loading juz">
      {Array.from({ length: JUZ_COUNT }, (_, index) => (
        <Skeleton key={index} height={TILE_HEIGHT} radius="md" />
      ))}
    </SimpleGrid>
  );
}
