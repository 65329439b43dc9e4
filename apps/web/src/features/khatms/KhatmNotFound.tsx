import { Stack, Text, Title } from "@mantine/core";
import { useT } from "../i18n/i18n-context";
import { ButtonLink } from "../layout/router-links";

/** Spec: an unknown code shows 'Khatm Not Found' with a Return to Home button. */
export function KhatmNotFound() {
  const t = useT();
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={1}>{t("khatm.notFoundTitle")}</Title>
      <Text c="dimmed" maw={420}>
        {t("khatm.notFoundText")}
      </Text>
      <ButtonLink to="/" size="md">
        {t("khatm.returnHome")}
      </ButtonLink>
    </Stack>
  );
}
