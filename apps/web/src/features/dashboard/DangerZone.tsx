import type { Khatm } from "@khatm/schema";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useT } from "../i18n/i18n-context";
import { DeleteKhatmButton } from "./DeleteKhatmButton";

/**
 * The foot of the creator's board (issue 39): Delete apart from everyday actions such as Share, under a heading that
 * says what it does, and still confirmed with the creator's e-mail. Deleting is the creator's alone, never a
 * co-organizer's (issue 37), so they see no danger zone.
 */
export function DangerZone({ khatm }: { khatm: Pick<Khatm, "id" | "name" | "viewerIsCreator" | "viewerRole"> }) {
  const t = useT();
  if (!khatm.viewerIsCreator || khatm.viewerRole === "organizer") return null;
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      aria-labelledby="danger-zone-title"
      style={{ borderColor: "var(--mantine-color-red-filled)" }}
      data-testid="danger-zone"
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" c="red" id="danger-zone-title">
          {t("dashboard.dangerZone")}
        </Title>
        <Text size="sm">{t("dashboard.dangerZoneText")}</Text>
        <DeleteKhatmButton khatmId={khatm.id} khatmName={khatm.name} />
      </Stack>
    </Paper>
  );
}
