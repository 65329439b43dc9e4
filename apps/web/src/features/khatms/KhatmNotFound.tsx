import { Stack, Text, Title } from "@mantine/core";
import { ButtonLink } from "../layout/router-links";

/** Spec: an unknown code shows 'Khatm Not Found' with a Return to Home button. */
export function KhatmNotFound() {
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={1}>Khatm Not Found</Title>
      <Text c="dimmed" maw={420}>
        No khatm was found with that access code. Please check the link or the code and try again.
      </Text>
      <ButtonLink to="/" size="md">
        Return to Home
      </ButtonLink>
    </Stack>
  );
}
