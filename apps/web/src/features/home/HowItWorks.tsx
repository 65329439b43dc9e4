import { SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useI18n } from "../i18n/i18n-context";
import { HomeSection } from "./HomeSection";

const steps = [
  { title: "home.stepCreate", text: "home.stepCreateText" },
  { title: "home.stepShare", text: "home.stepShareText" },
  { title: "home.stepTrack", text: "home.stepTrackText" },
] as const;

export function HowItWorks() {
  const { t, number } = useI18n();
  return (
    <HomeSection title={t("home.howItWorks")}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {steps.map((step, index) => (
          <Stack key={step.title} align="center" ta="center" gap="xs">
            <ThemeIcon size={48} radius="xl" variant="light" fz="lg" fw={700}>
              {number(index + 1)}
            </ThemeIcon>
            <Title order={3} size="h4">
              {t(step.title)}
            </Title>
            <Text c="dimmed">{t(step.text)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
