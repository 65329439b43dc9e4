import { partListText } from "@khatm/i18n";
import { partLabel, partUnit } from "@khatm/juz-table";
import type { Division } from "@khatm/schema/rules";
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { errorText } from "../../components/feedback";
import { useI18n } from "../i18n/i18n-context";
import { ImportPreview } from "./ImportPreview";
import { useApplyList } from "./mutations";
import { whatsappQueries } from "./queries";

/** How long typing pauses before the preview asks the API again. */
const PREVIEW_DELAY_MS = 300;

interface ImportListDialogProps {
  khatmId: string;
  /** The khatm's division: the listed parts are named in its words ("Page 300-302"), a juz khatm's as the spec's. */
  division?: Division;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Import a list" (issue 26): the creator pastes the group's list, sees what the API reads from it as they type
 * (apply: false), and applies it behind a confirmation. The board follows by its live socket and the refresh.
 */
export function ImportListDialog({ khatmId, division = "juz", opened, onClose }: ImportListDialogProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const [text, setText] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [settled] = useDebouncedValue(text, PREVIEW_DELAY_MS);
  const pasted = settled.trim() !== "";
  const preview = useQuery({
    ...whatsappQueries.listPreview(khatmId, settled),
    enabled: opened && pasted,
    placeholderData: keepPreviousData,
  });
  const apply = useApplyList(khatmId);
  const listed = (preview.data?.rows ?? []).filter((row) => row.readerName !== null).map((row) => row.number);
  const held = preview.data?.held ?? [];
  const ready =
    pasted && text === settled && !preview.isFetching && !preview.isError && listed.length > 0 && held.length === 0;

  function applyList() {
    apply.mutate(settled, {
      onSuccess: () => {
        setConfirming(false);
        setText("");
        onClose();
      },
      onError: () => setConfirming(false),
    });
  }

  return (
    <>
      <Modal opened={opened && !confirming} onClose={onClose} title={t("dashboard.importList")} size="lg" centered>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {division === "juz"
              ? t("dashboard.importHint")
              : t("parts.importHint", { part: partLabel(i18n, division, 1) })}
          </Text>
          <Textarea
            label={t("dashboard.importLabel")}
            placeholder={"1. Ahmed ✅\n2. Fatima\n3. —"}
            autosize
            minRows={5}
            maxRows={10}
            dir="auto"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            data-autofocus
            data-testid="import-text"
          />
          {preview.isError ? <Alert color="red">{errorText(preview.error)}</Alert> : null}
          {pasted && held.length && !preview.isError ? (
            <Alert color="yellow" data-testid="import-held">
              {t("dashboard.importHeld", { juzList: partListText(i18n, division, held) })}
            </Alert>
          ) : null}
          {pasted && preview.data && !preview.isError ? (
            <ImportPreview preview={preview.data} division={division} />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("common.back")}
            </Button>
            <Button disabled={!ready} onClick={() => setConfirming(true)}>
              {t("dashboard.importApply")}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={confirming}
        title={t("dashboard.importConfirmTitle")}
        confirmLabel={t("dashboard.importApply")}
        loading={apply.isPending}
        onConfirm={applyList}
        onClose={() => setConfirming(false)}
      >
        {division === "juz"
          ? t("dashboard.importConfirmText", { juzList: partListText(i18n, division, listed) })
          : t("parts.importConfirmText", {
              juzList: partListText(i18n, division, listed),
              unit: partUnit(i18n, division),
            })}
      </ConfirmDialog>
    </>
  );
}
