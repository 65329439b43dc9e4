import { Group, Stack, Text, Title } from "@mantine/core";
import { ButtonLink } from "../layout/router-links";

export function HeroSection() {
  return (
    <Stack gap="md" py={{ base: "lg", sm: "xl" }} ta="center" align="center">
      <Title order={1} fz={{ base: "2rem", sm: "3rem" }} lh={1.15}>
        Read the whole Qur'an together
      </Title>
      <Text size="lg" c="dimmed" maw={640}>
        Create a khatm, share it with family and friends, and let everyone reserve a juz. Follow the progress until all
        30 juz are read.
      </Text>
      <Group justify="center" gap="sm" w="100%">
        <ButtonLink to="/create" size="lg" miw={{ base: "100%", xs: 220 }}>
          Create a Khatm
        </ButtonLink>
        <ButtonLink to="/public" size="lg" variant="outline" miw={{ base: "100%", xs: 220 }}>
          Join Public Khatm
        </ButtonLink>
      </Group>
    </Stack>
  );
}
