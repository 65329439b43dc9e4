import type { Khatm } from "@khatm/schema";
import { Badge, Button, Group, Stack } from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { useState } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import { useT } from "../i18n/i18n-context";
import { KhatmHeading } from "../khatms/KhatmHeading";
import { LiveIndicator } from "../live/LiveIndicator";
import type { LiveStatus } from "../live/live-connection";
import { DeleteKhatmButton } from "./DeleteKhatmButton";

const ShareDialog = lazyDialog(() => import("../share/ShareDialog").then((module) => module.ShareDialog));

interface DashboardHeaderProps {
  khatm: Khatm;
  live: LiveStatus;
}

/** Title, occasion, month of creation, the code badge, Share, (creator only) Delete and the live indicator. */
export function DashboardHeader({ khatm, live }: DashboardHeaderProps) {
  const t = useT();
  const [sharing, setSharing] = useState(false);
  return (
    <Stack gap="sm">
      <KhatmHeading khatm={khatm} variant="page">
        {khatm.viewerIsCreator ? (
          <Badge variant="light" color={khatm.isPublic ? "teal" : "gray"}>
            {t(khatm.isPublic ? "dashboard.public" : "dashboard.private")}
          </Badge>
        ) : null}
      </KhatmHeading>
      <Group gap="sm">
        <Button leftSection={<IconShare size={18} aria-hidden />} onClick={() => setSharing(true)}>
          {t("dashboard.share")}
        </Button>
        {khatm.viewerIsCreator ? <DeleteKhatmButton khatmId={khatm.id} khatmName={khatm.name} /> : null}
        {/* Beside the buttons, not the code: the code's row has no room left on a phone, and must not wrap. */}
        <LiveIndicator status={live} />
      </Group>
      <ShareDialog khatm={khatm} opened={sharing} onClose={() => setSharing(false)} />
    </Stack>
  );
}
