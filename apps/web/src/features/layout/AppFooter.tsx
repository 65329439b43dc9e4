import { Anchor, Container, Group, Text } from "@mantine/core";
import { useI18n } from "../i18n/i18n-context";
import { CONTACT_FORM_URL } from "./contact";
import { AnchorLink } from "./router-links";

/** Contact, copyright and the legal pages (spec section 2). */
export function AppFooter() {
  const { t, number } = useI18n();
  return (
    <Container size="lg" py="lg">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t("layout.copyright", { year: number(new Date().getFullYear(), { useGrouping: false }) })}
        </Text>
        <Group gap="md" component="nav" aria-label={t("layout.footer")}>
          <Anchor href={CONTACT_FORM_URL} target="_blank" rel="noopener noreferrer" size="sm" c="dimmed">
            {t("layout.contactUs")}
          </Anchor>
          <AnchorLink to="/terms" size="sm" c="dimmed">
            {t("layout.termsOfService")}
          </AnchorLink>
          <AnchorLink to="/privacy" size="sm" c="dimmed">
            {t("layout.privacyPolicy")}
          </AnchorLink>
        </Group>
      </Group>
    </Container>
  );
}
