import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useT } from "../i18n/i18n-context";
import { ButtonLink } from "../layout/router-links";
import { MyKhatmCard } from "./MyKhatmCard";
import { useMyKhatms } from "./use-my-khatms";

interface KhatmListProps {
  email: string | null;
  emptyHint: string;
}

/** The khatms made with an e-mail, or the empty state that invites to create one. */
export function KhatmList({ email, emptyHint }: KhatmListProps) {
  const t = useT();
  const { khatms, isPending, error } = useMyKhatms(email);

  if (isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label={t("myKhatms.loading")}>
        <Skeleton h={260} radius="md" />
        <Skeleton h={260} radius="md" />
      </SimpleGrid>
    );
  }
  if (khatms.length === 0) {
    return error ? (
      <Alert color="red" title={t("myKhatms.loadFailed")}>
        {error.message}
      </Alert>
    ) : (
      <Paper withBorder radius="md" p="xl" ta="center">
        <Stack align="center" gap="sm">
          <Title order={2} fz="h3">
            {t("myKhatms.noActive")}
          </Title>
          <Text c="dimmed">{emptyHint}</Text>
          <ButtonLink to="/create" size="md">
            {t("myKhatms.createNew")}
          </ButtonLink>
        </Stack>
      </Paper>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {khatms.map((khatm) => (
        <MyKhatmCard key={khatm.id} khatm={khatm} />
      ))}
    </SimpleGrid>
  );
}
