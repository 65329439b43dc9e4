import type { KhatmSummary } from "@khatm/schema";
import { isCountDivision } from "@khatm/schema/rules";
import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { formatDate } from "../../lib/format-date";
import { useI18n } from "../i18n/i18n-context";
import { KhatmProgressBar } from "../khatms/KhatmProgressBar";
import { ButtonLink } from "../layout/router-links";
import { CountProgress } from "../recitation/CountProgress";

interface MyKhatmCardProps {
  khatm: KhatmSummary;
}

/** A khatm its creator manages, or one they co-organize (marked "Organizer"): the access code shows only for private ones (public ones are listed anyway). */
export function MyKhatmCard({ khatm }: MyKhatmCardProps) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="my-khatm-card">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} fz="h4" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
            {khatm.name}
          </Title>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {khatm.role === "organizer" ? (
              <Badge color="indigo" variant="light" data-testid="organizer-badge">
                {t("organizers.badge")}
              </Badge>
            ) : null}
            <Badge color={khatm.isPublic ? "teal" : "gray"} variant="light">
              {t(khatm.isPublic ? "myKhatms.public" : "myKhatms.private")}
            </Badge>
          </Group>
        </Group>
        {khatm.occasion ? (
          <Text size="sm" lineClamp={2}>
            {khatm.occasion}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {t("myKhatms.noOccasion")}
          </Text>
        )}
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t("myKhatms.created", { date: formatDate(i18n, khatm.createdAt) })}
          </Text>
          {!khatm.isPublic && (
            <Badge variant="outline" color="gray">
              {t("khatm.code", { code: khatm.accessCode })}
            </Badge>
          )}
        </Group>
        {isCountDivision(khatm.division) ? (
          <CountProgress khatm={khatm} variant="card" />
        ) : (
          <KhatmProgressBar stats={khatm.stats} division={khatm.division} />
        )}
        <ButtonLink to="/n/$code" params={{ code: khatm.accessCode }} fullWidth size="md" mt="auto">
          {t("myKhatms.manage")}
        </ButtonLink>
      </Stack>
    </Card>
  );
}
