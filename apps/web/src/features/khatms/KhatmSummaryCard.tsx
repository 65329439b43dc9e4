import type { KhatmSummary } from "@khatm/schema";
import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { formatMonthYear } from "../../lib/format-date";
import { ButtonLink } from "../layout/router-links";
import { KhatmProgressBar } from "./KhatmProgressBar";

interface KhatmSummaryCardProps {
  khatm: KhatmSummary;
  /** Fully reserved khatms (0 available juz) carry the 'Fully Reserved' badge. */
  fullyReserved?: boolean;
}

/** A khatm in a list (home page, public list): name, month of creation, code, progress and a way in. */
export function KhatmSummaryCard({ khatm, fullyReserved = false }: KhatmSummaryCardProps) {
  return (
    <Card withBorder padding="lg" data-testid="khatm-card">
      <Stack gap="sm" h="100%">
        <div>
          <Title order={3} size="h4" lineClamp={2}>
            {khatm.name}
          </Title>
          {khatm.occasion ? (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {khatm.occasion}
            </Text>
          ) : null}
        </div>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {formatMonthYear(khatm.createdAt)}
          </Text>
          <Badge variant="light" color="gray">
            Code: {khatm.accessCode}
          </Badge>
          {fullyReserved ? (
            <Badge variant="light" color="blue">
              Fully Reserved
            </Badge>
          ) : null}
        </Group>
        <KhatmProgressBar stats={khatm.stats} />
        <ButtonLink
          to="/n/$code"
          params={{ code: khatm.accessCode }}
          variant={fullyReserved ? "light" : "filled"}
          fullWidth
          mt="auto"
        >
          {fullyReserved ? "View Khatm" : "Join Khatm"}
        </ButtonLink>
      </Stack>
    </Card>
  );
}
