import { Badge } from "@mantine/core";
import type { LiveStatus } from "./live-connection";

const LOOK: Record<LiveStatus, { color: string; text: string }> = {
  connecting: { color: "gray", text: "Connecting…" },
  live: { color: "teal", text: "Live" },
  reconnecting: { color: "yellow", text: "Reconnecting…" },
};

/** A small badge beside the khatm's code: the page shows others' changes as they happen (or is getting back to it). */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  const { color, text } = LOOK[status];
  return (
    <Badge
      variant="dot"
      color={color}
      size="lg"
      data-testid="live-indicator"
      data-status={status}
      title="Changes by others show here as they happen"
    >
      {text}
    </Badge>
  );
}
