import { Button } from "@mantine/core";
import { IconFlag } from "@tabler/icons-react";
import { useState } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import { abuseMessages } from "./messages";

const ReportDialog = lazyDialog(() => import("./ReportDialog").then((module) => module.ReportDialog));

/** A quiet "Report this Khatm" link at the foot of a public khatm's pages (its creator does not see it). */
export function ReportKhatmButton({ khatm }: { khatm: { id: string; isPublic: boolean; viewerIsCreator: boolean } }) {
  const [opened, setOpened] = useState(false);
  if (!khatm.isPublic || khatm.viewerIsCreator) return null;
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconFlag size={14} aria-hidden />}
        onClick={() => setOpened(true)}
        style={{ alignSelf: "flex-start" }}
      >
        {abuseMessages.report.open}
      </Button>
      <ReportDialog opened={opened} onClose={() => setOpened(false)} khatmId={khatm.id} />
    </>
  );
}
