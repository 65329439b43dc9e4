import type { MessageKey } from "@khatm/i18n";
import { Badge } from "@mantine/core";
import { useT } from "../i18n/i18n-context";
import type { LiveStatus } from "./live-connection";
import { type LiveStatusStore, useLiveStatus } from "./live-status";

const LOOK: Record<LiveStatus, { color: string; text: MessageKey }> = {
  connecting: { color: "gray", text: "khatm.liveConnecting" },
  live: { color: "teal", text: "khatm.live" },
  reconnecting: { color: "yellow", text: "khatm.liveReconnecting" },
};

/**
 * A small badge beside the khatm's code: the page shows others' changes as they happen (or is getting back to it).
 * On a painted page it keeps its place but stays invisible until the app is there: "Connecting…" would be untrue
 * while no script runs, and it must not move the page when it appears.
 */
export function LiveIndicator({ live }: { live: LiveStatusStore }) {
  const t = useT();
  const status = useLiveStatus(live);
  const { color, text } = LOOK[status === "painted" ? "connecting" : status];
  return (
    <Badge
      variant="dot"
      color={color}
      size="lg"
      data-testid="live-indicator"
      data-status={status}
      title={t("khatm.liveHint")}
      style={status === "painted" ? { visibility: "hidden" } : undefined}
      aria-hidden={status === "painted" || undefined}
    >
      {t(text)}
    </Badge>
  );
}
