import type { Khatm } from "@khatm/schema";
import { Anchor, Group, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useT } from "../i18n/i18n-context";
import { seriesQuery } from "./api";

/** "Round 3 · 2 completed" with links to the earlier rounds; nothing for a khatm that is not part of a series. */
export function SeriesLine({ khatm }: { khatm: Khatm }) {
  const t = useT();
  const series = useQuery({ ...seriesQuery(khatm.id), enabled: khatm.round > 1 });
  if (khatm.round <= 1 || !series.data) return null;
  const completed = series.data.filter((round) => round.completed).length;
  const earlier = series.data.filter((round) => round.round < khatm.round);
  return (
    <Group gap="xs" data-testid="series-line">
      <Text fw={600}>{t("together.roundLine", { round: khatm.round, completed })}</Text>
      {earlier.map((round) => (
        <Anchor key={round.id} href={`/n/${round.accessCode}`} size="sm">
          {t("together.roundLink", { round: round.round })}
        </Anchor>
      ))}
    </Group>
  );
}
