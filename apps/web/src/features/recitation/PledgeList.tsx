import type { Khatm } from "@khatm/schema";
import { Skeleton, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { SectionCard } from "../../components/SectionCard";
import { useBrowserValue } from "../../lib/hydration";
import { holdsReaderIdentity } from "../../lib/storage";
import { useT } from "../i18n/i18n-context";
import { PushSwitch } from "../push/PushSwitch";
import { PledgeRow } from "./PledgeRow";
import { pledgeQueries } from "./queries";

interface PledgeListProps {
  khatm: Pick<Khatm, "id" | "viewerIsCreator">;
  /** "mine": the visitor's own pledges ("Your pledges"), shown only when there are some; "all": every pledge. */
  show: "mine" | "all";
}

/** A counted recitation's pledges: the visitor's own to report on, or (for the creator's board) all of them. */
export function PledgeList({ khatm, show }: PledgeListProps) {
  const t = useT();
  // The API marks a pledge as the viewer's by its session or reader key: a browser with neither (a first visit) has
  // no pledges of its own, so it does not ask, and the page it hydrates stays as the worker painted it. Storage is
  // read after hydration only (the worker has none). A first pledge stores a reader key: asked as the query is (a
  // function, so the refresh after that pledge finds it on).
  const mayHoldPledges = useBrowserValue(holdsReaderIdentity, false);
  const pledges = useQuery({
    ...pledgeQueries.list(khatm.id),
    enabled: () => show === "all" || (mayHoldPledges && holdsReaderIdentity()),
  });
  if (!pledges.data) return show === "all" ? <Skeleton h={120} /> : null;
  const shown =
    show === "mine" ? pledges.data.filter((pledge) => pledge.viewerIsReader && !pledge.cancelled) : pledges.data;
  if (show === "mine" && shown.length === 0) return null;
  return (
    <SectionCard
      title={t(show === "mine" ? "recitation.yourPledges" : "recitation.pledgesTitle")}
      p="md"
      data-testid={show === "mine" ? "my-pledges" : "pledge-board"}
    >
      {shown.length === 0 ? <Text c="dimmed">{t("recitation.noPledges")}</Text> : null}
      {shown.map((pledge) => (
        <PledgeRow
          key={pledge.id}
          khatmId={khatm.id}
          pledge={pledge}
          canChange={khatm.viewerIsCreator || pledge.viewerIsReader}
        />
      ))}
      {show === "mine" ? <PushSwitch /> : null}
    </SectionCard>
  );
}
