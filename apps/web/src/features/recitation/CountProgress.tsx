import type { Khatm } from "@khatm/schema";
import { countProgressOf, unpledgedOf } from "@khatm/schema/rules";
import { Group, Paper, Progress, Text } from "@mantine/core";
import { useT } from "../i18n/i18n-context";

interface CountProgressProps {
  khatm: Pick<Khatm, "stats" | "recitation" | "name" | "target">;
  /** Cards show the bar alone; the pages put it on a paper under its recitation. */
  variant?: "page" | "card";
}

/**
 * A counted recitation's progress: "{done} / {target}" read, a bar of what is read and what is pledged, and how much
 * is still free to pledge.
 */
export function CountProgress({ khatm, variant = "page" }: CountProgressProps) {
  const t = useT();
  const progress = countProgressOf(khatm.stats);
  const { target, pledged, done } = progress;
  const share = (value: number) => (target > 0 ? (value * 100) / target : 0);

  const body = (
    <>
      {variant === "page" ? (
        <Text fw={600} mb={4}>
          {t("recitation.countOf", { recitation: khatm.recitation ?? khatm.name, target })}
        </Text>
      ) : null}
      <Group justify="space-between" align="baseline" gap="xs">
        <Text fw={700} size={variant === "page" ? "xl" : "md"} data-testid="count-progress">
          {t("recitation.progress", { done, target })}
        </Text>
        <Text size="sm" c="dimmed">
          {t("recitation.pledgedSoFar", { pledged, remaining: unpledgedOf(progress) })}
        </Text>
      </Group>
      {/* Each section is a progressbar of its own, named for what it counts. */}
      <Progress.Root size="lg" radius="xl" mt="xs">
        <Progress.Section
          value={share(done)}
          color="teal"
          aria-label={t("recitation.progressLabel", { done, target })}
        />
        <Progress.Section
          value={share(pledged - done)}
          color="blue.3"
          aria-label={t("recitation.pledgedSoFar", { pledged, remaining: unpledgedOf(progress) })}
        />
      </Progress.Root>
    </>
  );
  return variant === "page" ? (
    <Paper withBorder p="md">
      {body}
    </Paper>
  ) : (
    <div>{body}</div>
  );
}
