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

/** A small badge beside the khatm's code: the page shows others' changes as they happen (or is getting back to it). */
export function LiveIndicator({ live }: { live: LiveStatusStore }) {
  const t = useT();
  const status = useLiveStatus(live);
  const { color, text } = LOOK[status];
  return (
    <Badge
      variant="dot"
      color={color}
      size="lg"
      data-testid="live-indicator"
      data-status={status}
      title={t("khatm.liveHint")}
    >
      {t(text)}
    </Badge>
  );
}
