import type { Translator } from "@khatm/i18n";
import { countedParts } from "@khatm/juz-table";
import type { Khatm } from "@khatm/schema";
import { divisionOf, isCountDivision } from "@khatm/schema/rules";
import { Button, Divider, Paper, Stack, Text, Title } from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import { useI18n } from "../i18n/i18n-context";
import { DedicationLine } from "../khatms/DedicationLine";
import { CompletionDua } from "./CompletionDua";
import { completionDate } from "./completion-messages";

const ShareDialog = lazyDialog(() => import("../share/ShareDialog").then((module) => module.ShareDialog));

interface CompletionViewProps {
  khatm: Khatm & { completion: NonNullable<Khatm["completion"]> };
  /** The creator's next steps (e.g. starting the next round), under the share button. */
  actions?: ReactNode;
}

/**
 * What everyone sees of a completed khatm on /n/{code} and /j/{code}: the celebration, its dates, how many readers
 * took part, the du'a of completion and a share button.
 */
export function CompletionView({ khatm, actions }: CompletionViewProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const [sharing, setSharing] = useState(false);
  const { completion } = khatm;
  const count = isCountDivision(khatm.division);
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "xl" }}
      bg="var(--mantine-color-teal-light)"
      style={{ borderColor: "var(--mantine-color-teal-outline)" }}
      data-testid="completion-view"
    >
      <Stack gap="md" align="center" ta="center">
        <div>
          <Title order={2} size="h3">
            {count ? t("recitation.completedTitle", { target: khatm.target ?? 0 }) : t("together.completionTitle")}
          </Title>
          <Text mt={4}>{count ? countAllRead(i18n, khatm) : partsAllRead(i18n, khatm)}</Text>
          <Text size="sm" c="dimmed" mt={4} data-testid="completion-dates">
            {t("together.completionDates", {
              started: completionDate(i18n, khatm.createdAt),
              completed: completionDate(i18n, completion.completedAt),
            })}
          </Text>
          <Text size="sm" fw={600} mt={2} data-testid="completion-readers">
            {t("together.completionReaders", { count: completion.readerCount })}
          </Text>
        </div>
        <Divider w="100%" />
        {/* The du'a of completion belongs to Qur'an khatms; a counted recitation carries its dedication. */}
        {count ? <DedicationLine dedication={khatm.dedication} /> : <CompletionDua />}
        <Button leftSection={<IconShare size={18} aria-hidden />} variant="light" onClick={() => setSharing(true)}>
          {t("together.share")}
        </Button>
        {actions}
      </Stack>
      <ShareDialog khatm={khatm} opened={sharing} onClose={() => setSharing(false)} />
    </Paper>
  );
}

/** "All 30 juz have been read" (or the division's parts). */
function partsAllRead(i18n: Translator, khatm: Khatm): string {
  const { division, partCount } = divisionOf(khatm);
  return division === "juz"
    ? i18n.t("together.completionAllRead", { total: partCount })
    : i18n.t("parts.allRead", { counted: countedParts(i18n, division, partCount) });
}

/** "Alhamdulillah, Surah Ya-Sin has been read 41 times. ..." */
function countAllRead(i18n: Translator, khatm: Khatm): string {
  return i18n.t("recitation.completedText", { recitation: khatm.recitation ?? khatm.name, target: khatm.target ?? 0 });
}

/** The khatm when it is complete, typed so; null otherwise. */
export function completedKhatm(khatm: Khatm): CompletionViewProps["khatm"] | null {
  return khatm.completion ? { ...khatm, completion: khatm.completion } : null;
}
