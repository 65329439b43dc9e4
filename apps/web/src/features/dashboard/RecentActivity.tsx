import { Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { formatRelative } from "../../lib/format-date";
import { useI18n } from "../i18n/i18n-context";
import { khatmQueries } from "../khatms/queries";

/** Spec §9: the dashboard's feed shows 5 items. */
const ACTIVITY_LIMIT = 5;

interface RecentActivityProps {
  khatmId: string;
}

/** The creator's feed of the latest reservations, completions, cancellations and transfers. */
export function RecentActivity({ khatmId }: RecentActivityProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const { data: activities, isPending, isError } = useQuery(khatmQueries.activities(khatmId, ACTIVITY_LIMIT));
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} data-testid="recent-activity">
      <Title order={2} size="h3" mb="sm">
        {t("dashboard.recentActivity")}
      </Title>
      {isPending ? (
        <Stack gap="xs">
          {["first", "second", "third"].map((row) => (
            <Skeleton key={row} height={36} />
          ))}
        </Stack>
      ) : isError ? (
        <Text c="dimmed">{t("dashboard.activityFailed")}</Text>
      ) : activities.length === 0 ? (
        <Text c="dimmed">{t("dashboard.noActivity")}</Text>
      ) : (
        <Stack gap="sm">
          {activities.map((activity) => (
            <div key={activity.id}>
              <Text size="sm">{activity.message}</Text>
              <Text size="xs" c="dimmed">
                {formatRelative(i18n, activity.timestamp)}
              </Text>
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
