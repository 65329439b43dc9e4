import type { Division } from "@khatm/schema/rules";
import { ImportListButton } from "./ImportListButton";
import { WhatsAppListButtons } from "./WhatsAppListButtons";

interface CreatorListToolsProps {
  khatmId: string;
  /** The khatm's division: the import dialog names the listed parts in its words. */
  division?: Division;
}

const THREE_WHERE_ROOM = { base: 1, "480px": 2, "760px": 3 };

/** On the creator's board: the group's list brought in, and the khatm's list sent back to the group. */
export function CreatorListTools({ khatmId, division }: CreatorListToolsProps) {
  return (
    <WhatsAppListButtons
      khatmId={khatmId}
      leading={<ImportListButton khatmId={khatmId} division={division} />}
      cols={THREE_WHERE_ROOM}
    />
  );
}
