import { partListText } from "@khatm/i18n";
import type { JuzStatus } from "@khatm/schema";
import type { Division } from "@khatm/schema/rules";
import { Button, Group, Paper, Text } from "@mantine/core";
import classes from "../../components/StickyBar.module.css";
import { useI18n } from "../i18n/i18n-context";

export type CreatorDialog = "behalf" | "cancel" | "transfer" | "details" | "complete" | "uncomplete";

interface SelectionActionsProps {
  selected: number[];
  status: JuzStatus;
  reservingForMyself: boolean;
  onReserveForMyself: () => void;
  onOpen: (dialog: CreatorDialog) => void;
  onClear: () => void;
  /** The khatm's division: the selection is named in its words ("Page 12-16"). */
  division?: Division;
}

/** The creator's actions for the selected juz, which depend on their (shared) status. */
export function SelectionActions(props: SelectionActionsProps) {
  const { selected, status, reservingForMyself, onReserveForMyself, onOpen, onClear, division = "juz" } = props;
  const i18n = useI18n();
  const { t } = i18n;
  const single = selected.length === 1;
  return (
    <Paper withBorder shadow="md" p="sm" className={classes.bar} data-testid="selection-actions">
      <Group justify="space-between" gap="xs" mb="xs">
        <Text fw={600} size="sm">
          {t("dashboard.selected", { juzList: partListText(i18n, division, selected) })}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          {t("dashboard.clear")}
        </Button>
      </Group>
      <Group gap="xs">
        {status === "available" ? (
          <>
            <Button onClick={onReserveForMyself} loading={reservingForMyself}>
              {t("dashboard.reserveForMyself")}
            </Button>
            <Button variant="light" onClick={() => onOpen("behalf")}>
              {t("dashboard.reserveForOthers")}
            </Button>
          </>
        ) : null}
        {status === "reserved" ? (
          <>
            <Button onClick={() => onOpen("complete")}>{t("dashboard.markAsCompleted")}</Button>
            {single ? (
              <Button variant="light" onClick={() => onOpen("transfer")}>
                {t("dashboard.transfer")}
              </Button>
            ) : null}
            <Button variant="light" color="red" onClick={() => onOpen("cancel")}>
              {t("dashboard.cancelReservation")}
            </Button>
          </>
        ) : null}
        {status === "completed" ? (
          <Button variant="light" color="orange" onClick={() => onOpen("uncomplete")}>
            {t("dashboard.markAsNotCompleted")}
          </Button>
        ) : null}
        {single && status !== "available" ? (
          <Button variant="default" onClick={() => onOpen("details")}>
            {t("dashboard.details")}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
