import { Stack, Text, Title } from "@mantine/core";
import { ButtonLink } from "./router-links";

/** Any path the app does not know (the spec leaves its content to us). */
export function NotFoundPage() {
  return (
    <Stack align="center" ta="center" py="xl" gap="md">
      <Text fz={64} fw={800} c="dimmed" lh={1}>
        404
      </Text>
      <Title order={1} fz="h2">
        Page Not Found
      </Title>
      <Text c="dimmed" maw={420}>
        The page you are looking for does not exist or has moved. Check the address, or start again from the home page.
      </Text>
      <ButtonLink to="/" size="md">
        Return to Home
      </ButtonLink>
    </Stack>
  );
}
