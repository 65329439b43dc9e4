import type { JuzStatus } from "@khatm/schema";
import { juzListText } from "@khatm/schema/rules";
import { Button, Group, Paper, Text } from "@mantine/core";
import classes from "./SelectionBar.module.css";

export type CreatorDialog = "behalf" | "cancel" | "transfer" | "details" | "complete" | "uncomplete";

interface SelectionActionsProps {
  selected: number[];
  status: JuzStatus;
  reservingForMyself: boolean;
  onReserveForMyself: () => void;
  onOpen: (dialog: CreatorDialog) => void;
  onClear: () => void;
}

/** The creator's actions for the selected juz, which depend on their (shared) status. */
export function SelectionActions(props: SelectionActionsProps) {
  const { selected, status, reservingForMyself, onReserveForMyself, onOpen, onClear } = props;
  const single = selected.length === 1;
  return (
    <Paper withBorder shadow="md" p="sm" className={classes.bar} data-testid="selection-actions">
      <Group justify="space-between" gap="xs" mb="xs">
        <Text fw={600} size="sm">
          {juzListText(selected)} selected
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          Clear
        </Button>
      </Group>
      <Group gap="xs">
        {status === "available" ? (
          <>
            <Button onClick={onReserveForMyself} loading={reservingForMyself}>
              Reserve for Myself
            </Button>
            <Button variant="light" onClick={() => onOpen("behalf")}>
              Reserve for Others
            </Button>
          </>
        ) : null}
        {status === "reserved" ? (
          <>
            <Button onClick={() => onOpen("complete")}>Mark as Completed</Button>
            {single ? (
              <Button variant="light" onClick={() => onOpen("transfer")}>
                Transfer
              </Button>
            ) : null}
            <Button variant="light" color="red" onClick={() => onOpen("cancel")}>
              Cancel Reservation
            </Button>
          </>
        ) : null}
        {status === "completed" ? (
          <Button variant="light" color="orange" onClick={() => onOpen("uncomplete")}>
            Mark as Not Completed
          </Button>
        ) : null}
        {single && status !== "available" ? (
          <Button variant="default" onClick={() => onOpen("details")}>
            Details
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
