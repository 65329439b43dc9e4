import { Anchor, Container, Group, Text } from "@mantine/core";
import { CONTACT_FORM_URL } from "./contact";
import { AnchorLink } from "./router-links";

/** Contact, copyright and the legal pages (spec section 2). */
export function AppFooter() {
  return (
    <Container size="lg" py="lg">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} Khatm. All rights reserved.
        </Text>
        <Group gap="md" component="nav" aria-label="Footer">
          <Anchor href={CONTACT_FORM_URL} target="_blank" rel="noopener noreferrer" size="sm" c="dimmed">
            Contact Us
          </Anchor>
          <AnchorLink to="/terms" size="sm" c="dimmed">
            Terms of Service
          </AnchorLink>
          <AnchorLink to="/privacy" size="sm" c="dimmed">
            Privacy Policy
          </AnchorLink>
        </Group>
      </Group>
    </Container>
  );
}
