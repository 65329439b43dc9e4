import type { KhatmSummary } from "@khatm/schema";
import { isCountDivision } from "@khatm/schema/rules";
import { Badge, Card, Stack } from "@mantine/core";
import { useT } from "../i18n/i18n-context";
import { ButtonLink } from "../layout/router-links";
import { CountProgress } from "../recitation/CountProgress";
import { KhatmHeading } from "./KhatmHeading";
import { KhatmProgressBar } from "./KhatmProgressBar";

interface KhatmSummaryCardProps {
  khatm: KhatmSummary;
  /** Fully reserved khatms (0 available juz) carry the 'Fully Reserved' badge. */
  fullyReserved?: boolean;
}

/** A khatm in a list (home page, public list): name, month of creation, code, progress and a way in. */
export function KhatmSummaryCard({ khatm, fullyReserved = false }: KhatmSummaryCardProps) {
  const t = useT();
  return (
    <Card withBorder padding="lg" data-testid="khatm-card">
      <Stack gap="sm" h="100%">
        <KhatmHeading khatm={khatm} variant="card">
          {fullyReserved ? (
            <Badge variant="light" color="blue">
              {t("khatm.fullyReserved")}
            </Badge>
          ) : null}
        </KhatmHeading>
        {isCountDivision(khatm.division) ? (
          <CountProgress khatm={khatm} variant="card" />
        ) : (
          <KhatmProgressBar stats={khatm.stats} division={khatm.division} />
        )}
        <ButtonLink
          to="/n/$code"
          params={{ code: khatm.accessCode }}
          variant={fullyReserved ? "light" : "filled"}
          fullWidth
          mt="auto"
        >
          {t(fullyReserved ? "khatm.viewKhatm" : "khatm.joinKhatm")}
        </ButtonLink>
      </Stack>
    </Card>
  );
}
