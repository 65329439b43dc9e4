import { Group, Stack, Text, Title } from "@mantine/core";
import { useT } from "../i18n/i18n-context";
import { ButtonLink } from "../layout/router-links";

export function HeroSection() {
  const t = useT();
  return (
    <Stack gap="md" py={{ base: "lg", sm: "xl" }} ta="center" align="center">
      <Title order={1} fz={{ base: "2rem", sm: "3rem" }} lh={1.15}>
        {t("home.heroTitle")}
      </Title>
      <Text size="lg" c="dimmed" maw={640}>
        {t("home.heroText")}
      </Text>
      <Group justify="center" gap="sm" w="100%">
        <ButtonLink to="/create" size="lg" miw={{ base: "100%", xs: 220 }}>
          {t("home.createKhatm")}
        </ButtonLink>
        <ButtonLink to="/public" size="lg" variant="outline" miw={{ base: "100%", xs: 220 }}>
          {t("home.joinPublic")}
        </ButtonLink>
      </Group>
    </Stack>
  );
}
