import { Alert, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useT } from "../i18n/i18n-context";
import { KhatmSummaryCard } from "../khatms/KhatmSummaryCard";
import { ButtonLink } from "../layout/router-links";
import { HomeSection } from "./HomeSection";
import { recentPublicKhatmsQuery } from "./queries";

export function RecentPublicKhatms() {
  const t = useT();
  const { data: khatms, isPending, isError } = useQuery(recentPublicKhatmsQuery);
  return (
    <HomeSection title={t("home.recentPublic")}>
      {isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={220} radius="md" />
          ))}
        </SimpleGrid>
      ) : isError ? (
        // The spec's 'Stats failure': the home page gets the recent khatms and their stats in this one request.
        <Alert color="red">{t("home.statsFailed")}</Alert>
      ) : khatms.length === 0 ? (
        <Stack align="center" gap="sm" py="md">
          <Text c="dimmed">{t("home.noPublic")}</Text>
          <ButtonLink to="/create" variant="outline">
            {t("home.createFirst")}
          </ButtonLink>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {khatms.map((khatm) => (
            <KhatmSummaryCard key={khatm.id} khatm={khatm} />
          ))}
        </SimpleGrid>
      )}
      <ButtonLink to="/public" variant="outline" mx="auto">
        {t("home.viewAllPublic")}
      </ButtonLink>
    </HomeSection>
  );
}
