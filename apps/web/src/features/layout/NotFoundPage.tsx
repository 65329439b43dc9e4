import { Stack, Text, Title } from "@mantine/core";
import { useT } from "../i18n/i18n-context";
import { ButtonLink } from "./router-links";

/** Any path the app does not know (the spec leaves its content to us). */
export function NotFoundPage() {
  const t = useT();
  return (
    <Stack align="center" ta="center" py="xl" gap="md">
      <Text fz={64} fw={800} c="dimmed" lh={1}>
        404
      </Text>
      <Title order={1} fz="h2">
        {t("layout.notFoundTitle")}
      </Title>
      <Text c="dimmed" maw={420}>
        {t("layout.notFoundText")}
      </Text>
      <ButtonLink to="/" size="md">
        {t("layout.returnHome")}
      </ButtonLink>
    </Stack>
  );
}
