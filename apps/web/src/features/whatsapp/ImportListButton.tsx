import type { Division } from "@khatm/schema/rules";
import { Button } from "@mantine/core";
import { IconClipboardList } from "@tabler/icons-react";
import { useState } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import { useT } from "../i18n/i18n-context";

const ImportListDialog = lazyDialog(() => import("./ImportListDialog").then((module) => module.ImportListDialog));

interface ImportListButtonProps {
  khatmId: string;
  /** The khatm's division: the dialog names the listed parts in its words. */
  division?: Division;
}

/** The creator's "Import a list", opening its dialog (loaded the first time). */
export function ImportListButton({ khatmId, division }: ImportListButtonProps) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconClipboardList size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t("dashboard.importList")}
      </Button>
      <ImportListDialog khatmId={khatmId} division={division} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
