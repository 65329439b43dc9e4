import type { MessageKey } from "@khatm/i18n";
import type { JuzStatus } from "@khatm/schema";
import { Badge } from "@mantine/core";
import { useT } from "../i18n/i18n-context";

export const juzStatusLabel = {
  available: "khatm.statusAvailable",
  reserved: "khatm.statusReserved",
  completed: "khatm.statusCompleted",
} as const satisfies Record<JuzStatus, MessageKey>;

const juzStatusColor: Record<JuzStatus, string> = { available: "teal", reserved: "yellow", completed: "blue" };

/**
 * Text colour per status, on the colour's lightest shade: each reads at WCAG AA (4.5:1) at the badge's small size.
 * Mantine's light variant gives teal 4.3:1 and yellow 2.7:1.
 */
const juzStatusText: Record<JuzStatus, string> = {
  available: "var(--mantine-color-teal-9)",
  reserved: "#7a4a00",
  completed: "var(--mantine-color-blue-9)",
};

interface JuzStatusBadgeProps {
  status: JuzStatus;
}

export function JuzStatusBadge({ status }: JuzStatusBadgeProps) {
  const t = useT();
  return (
    <Badge variant="light" size="sm" bg={`var(--mantine-color-${juzStatusColor[status]}-0)`} c={juzStatusText[status]}>
      {t(juzStatusLabel[status])}
    </Badge>
  );
}
