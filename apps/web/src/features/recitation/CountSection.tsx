import type { Khatm } from "@khatm/schema";
import { Stack } from "@mantine/core";
import { CountBoardTools } from "./CountBoardTools";
import { CountProgress } from "./CountProgress";
import { PledgeForm } from "./PledgeForm";
import { PledgeList } from "./PledgeList";
import { PledgeOnBehalfForm } from "./PledgeOnBehalfForm";

interface CountSectionProps {
  khatm: Khatm;
  /** The creator's board (/n/{code} for its proven creator): every pledge and the pledge on someone's behalf. */
  board: boolean;
}

/**
 * A counted recitation's page body (issue 25), on the join page and the dashboard: its progress, the pledge form
 * while something is free under the visitor's own pledges (with how many are read), and the creator's board.
 */
export function CountSection({ khatm, board }: CountSectionProps) {
  const completed = khatm.completion !== null;
  return (
    <Stack gap="lg">
      <CountProgress khatm={khatm} />
      {/* A returning reader's own pledges come first (issue 39): only this browser's session or key shows them,
          after hydration. */}
      {board ? null : <PledgeList khatm={khatm} show="mine" />}
      {board || completed ? null : <PledgeForm khatm={khatm} />}
      {board ? <PledgeList khatm={khatm} show="all" /> : null}
      {board && !completed ? <PledgeOnBehalfForm khatm={khatm} /> : null}
      {board ? <CountBoardTools khatmId={khatm.id} /> : null}
    </Stack>
  );
}
