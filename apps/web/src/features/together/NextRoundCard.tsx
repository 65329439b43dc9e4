import { partUnit } from "@khatm/juz-table";
import type { Khatm } from "@khatm/schema";
import type { NextRoundMode } from "@khatm/schema/rules";
import { divisionOf } from "@khatm/schema/rules";
import { Button, Radio, Stack, Text } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { SectionCard } from "../../components/SectionCard";
import { useI18n } from "../i18n/i18n-context";
import { useStartNextRound } from "./api";

/**
 * "Start the next round", for the creator of a completed khatm: rotate the readers or invite them. Self-contained
 * (the completion view shows it to the creator, routes/n.$code.tsx); on success it opens the new round's page.
 */
export function NextRoundCard({ khatm }: { khatm: Khatm }) {
  const i18n = useI18n();
  const { t } = i18n;
  const { division } = divisionOf(khatm);
  const unit = partUnit(i18n, division);
  const [mode, setMode] = useState<NextRoundMode>("rotate");
  const start = useStartNextRound(khatm.id);
  const navigate = useNavigate();
  const begin = () =>
    start.mutate(
      { mode },
      { onSuccess: (answer) => void navigate({ to: "/n/$code", params: { code: answer.accessCode } }) },
    );
  return (
    <SectionCard
      title={t("together.nextRoundTitle", { round: khatm.round + 1 })}
      w="100%"
      maw={560}
      ta="start"
      data-testid="next-round"
    >
      <Text size="sm" c="dimmed">
        {t("together.nextRoundHelp")}
      </Text>
      <Radio.Group value={mode} onChange={(value) => setMode(value as NextRoundMode)}>
        <Stack gap="xs">
          <Radio value="rotate" label={division === "juz" ? t("together.rotate") : t("parts.rotate", { unit })} />
          <Radio value="invite" label={division === "juz" ? t("together.invite") : t("parts.invite", { unit })} />
        </Stack>
      </Radio.Group>
      <Button onClick={begin} loading={start.isPending}>
        {t("together.startNextRound")}
      </Button>
    </SectionCard>
  );
}
