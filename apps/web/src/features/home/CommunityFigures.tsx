import { Paper, SimpleGrid, Text } from "@mantine/core";

/** Static marketing figures (spec §1): not counted from the data. */
const figures = [
  { label: "Khatms Completed", value: "100+" },
  { label: "Active Participants", value: "2,500+" },
] as const;

export function CommunityFigures() {
  return (
    <SimpleGrid cols={2} spacing="md">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="md" ta="center">
          <Text fz={{ base: "1.75rem", sm: "2.25rem" }} fw={800} c="teal">
            {figure.value}
          </Text>
          <Text c="dimmed" size="sm">
            {figure.label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
