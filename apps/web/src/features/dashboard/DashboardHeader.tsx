import type { Khatm } from "@khatm/schema";
import { Badge, Button, Group, Stack } from "@mantine/core";
import { IconHeart, IconShare } from "@tabler/icons-react";
import { useState } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import { ListingNotice } from "../abuse/ListingNotice";
import { useT } from "../i18n/i18n-context";
import { FinishByLine } from "../khatms/FinishByLine";
import { KhatmHeading } from "../khatms/KhatmHeading";
import { LiveIndicator } from "../live/LiveIndicator";
import type { LiveStatusStore } from "../live/live-status";

const ShareDialog = lazyDialog(() => import("../share/ShareDialog").then((module) => module.ShareDialog));
const DedicationDialog = lazyDialog(() => import("./DedicationDialog").then((module) => module.DedicationDialog));

interface DashboardHeaderProps {
  khatm: Khatm;
  live: LiveStatusStore;
}

/**
 * Title, occasion, dedication, month of creation, the code badge, Share, (creator only) Dedication, and the live
 * indicator. Delete is in the danger zone at the board's foot (DangerZone).
 */
export function DashboardHeader({ khatm, live }: DashboardHeaderProps) {
  const t = useT();
  const [sharing, setSharing] = useState(false);
  const [dedicating, setDedicating] = useState(false);
  return (
    <Stack gap="sm">
      <KhatmHeading khatm={khatm} variant="page">
        {khatm.viewerIsCreator ? (
          <Badge variant="light" color={khatm.isPublic ? "teal" : "gray"}>
            {t(khatm.isPublic ? "dashboard.public" : "dashboard.private")}
          </Badge>
        ) : null}
      </KhatmHeading>
      <FinishByLine khatm={khatm} />
      <Group gap="sm">
        <Button
          leftSection={<IconShare size={18} aria-hidden />}
          onClick={() => setSharing(true)}
          data-testid="share-button"
        >
          {t("dashboard.share")}
        </Button>
        {khatm.viewerIsCreator ? (
          <>
            <Button
              variant="default"
              leftSection={<IconHeart size={18} aria-hidden />}
              onClick={() => setDedicating(true)}
              data-testid="edit-dedication"
            >
              {t("together.dedicationButton")}
            </Button>
          </>
        ) : null}
        {/* Beside the buttons, not the code: the code's row has no room left on a phone, and must not wrap. */}
        <LiveIndicator live={live} />
      </Group>
      {khatm.viewerIsCreator ? <ListingNotice awaitingConfirmation={khatm.awaitingConfirmation} /> : null}
      <ShareDialog khatm={khatm} opened={sharing} onClose={() => setSharing(false)} />
      {khatm.viewerIsCreator ? (
        <DedicationDialog
          key={khatm.dedication ?? ""}
          khatmId={khatm.id}
          dedication={khatm.dedication}
          opened={dedicating}
          onClose={() => setDedicating(false)}
        />
      ) : null}
    </Stack>
  );
}
