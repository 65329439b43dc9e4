import { Paper, SimpleGrid, Text } from "@mantine/core";
import { useI18n } from "../i18n/i18n-context";

/** Static marketing figures (spec §1): not counted from the data. */
const figures = [
  { label: "home.khatmsCompleted", value: 100 },
  { label: "home.activeParticipants", value: 2500 },
] as const;

export function CommunityFigures() {
  const { t, number } = useI18n();
  return (
    <SimpleGrid cols={2} spacing="md">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="md" ta="center">
          <Text fz={{ base: "1.75rem", sm: "2.25rem" }} fw={800} c="teal">
            {`${number(figure.value)}+`}
          </Text>
          <Text c="dimmed" size="sm">
            {t(figure.label)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
