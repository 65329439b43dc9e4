import { Button } from "@mantine/core";
import { IconFlag } from "@tabler/icons-react";
import { useState } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import { useT } from "../i18n/i18n-context";

const ReportDialog = lazyDialog(() => import("./ReportDialog").then((module) => module.ReportDialog));

/** A quiet "Report this Khatm" link at the foot of a public khatm's pages (its creator does not see it). */
export function ReportKhatmButton({ khatm }: { khatm: { id: string; isPublic: boolean; viewerIsCreator: boolean } }) {
  const t = useT();
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
        {t("abuse.reportOpen")}
      </Button>
      <ReportDialog opened={opened} onClose={() => setOpened(false)} khatmId={khatm.id} />
    </>
  );
}
