import { SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { HomeSection } from "./HomeSection";

const steps = [
  { title: "Create", text: "Create a Khatm by providing a name, and an occasion if you like." },
  { title: "Share", text: "Share the unique link or the 6-digit access code with family and friends." },
  { title: "Track", text: "Track completion as readers reserve and complete the 30 juz." },
] as const;

export function HowItWorks() {
  return (
    <HomeSection title="How It Works">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {steps.map((step, index) => (
          <Stack key={step.title} align="center" ta="center" gap="xs">
            <ThemeIcon size={48} radius="xl" variant="light" fz="lg" fw={700}>
              {index + 1}
            </ThemeIcon>
            <Title order={3} size="h4">
              {step.title}
            </Title>
            <Text c="dimmed">{step.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
