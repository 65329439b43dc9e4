import type { JuzStatus } from "@khatm/schema";
import { Badge } from "@mantine/core";

const juzStatusLabel: Record<JuzStatus, string> = {
  available: "Available",
  reserved: "Reserved",
  completed: "Completed",
};

const juzStatusColor: Record<JuzStatus, string> = { available: "teal", reserved: "yellow", completed: "blue" };

interface JuzStatusBadgeProps {
  status: JuzStatus;
}

export function JuzStatusBadge({ status }: JuzStatusBadgeProps) {
  return (
    <Badge color={juzStatusColor[status]} variant="light" size="sm">
      {juzStatusLabel[status]}
    </Badge>
  );
}
