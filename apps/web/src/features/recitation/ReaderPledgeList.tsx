import { Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { SectionCard } from "../../components/SectionCard";
import { useT } from "../i18n/i18n-context";
import { AnchorLink } from "../layout/router-links";
import { PledgeRow } from "./PledgeRow";
import { pledgeQueries } from "./queries";

/**
 * My Reservations' pledges (issue 25): the reader's pledges in counted recitations, beside their juz, each with its
 * khatm and how many are read. Nothing is shown while there are none.
 */
export function ReaderPledgeList({ email }: { email: string }) {
  const t = useT();
  const pledges = useQuery(pledgeQueries.reader(email));
  if (!pledges.data?.length) return null;
  return (
    <SectionCard title={t("recitation.yourPledges")} radius="md" p="md" data-testid="reader-pledges">
      {pledges.data.map((pledge) => (
        <Stack key={pledge.id} gap={4}>
          <AnchorLink to="/j/$code" params={{ code: pledge.khatm.accessCode }} fw={600} className="tap-target">
            {pledge.khatm.name}
          </AnchorLink>
          <Text size="sm" c="dimmed">
            {t("recitation.countOf", {
              recitation: pledge.khatm.recitation ?? pledge.khatm.name,
              target: pledge.khatm.target ?? 0,
            })}
          </Text>
          <PledgeRow khatmId={pledge.khatmId} pledge={pledge} canChange />
        </Stack>
      ))}
    </SectionCard>
  );
}
