import { divisionOf, type Juz, type Khatm } from "@khatm/schema";
import { Checkbox, Group, Stack, Text, Title } from "@mantine/core";
import { useT } from "../i18n/i18n-context";
import { JuzCard } from "../khatms/JuzCard";
import { JuzGrid } from "../khatms/JuzGrid";
import { LeftSelectionNotice } from "../khatms/LeftSelectionNotice";
import { PartGroups } from "../khatms/PartGroups";
import { CreatorListTools } from "../whatsapp/CreatorListTools";
import { CreatorDialogs } from "./CreatorDialogs";
import { SelectionActions } from "./SelectionActions";
import { useCreatorActions } from "./use-creator-actions";

interface CreatorJuzBoardProps {
  khatm: Khatm;
  juzs: Juz[];
}

/** The creator's grid: filter, multi-select of one status, and every action on the selected juz. */
export function CreatorJuzBoard({ khatm, juzs }: CreatorJuzBoardProps) {
  const t = useT();
  const actions = useCreatorActions(khatm, juzs);
  const { selected, selectedStatus } = actions;
  const { division } = divisionOf(khatm);
  const card = (juz: Juz) => (
    <JuzCard
      key={juz.number}
      juz={juz}
      division={division}
      selected={selected.includes(juz.number)}
      onToggle={actions.toggle}
      showReaderEmail
    />
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} size="h3">
            {t("dashboard.boardTitle")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("dashboard.boardHint")}
          </Text>
        </div>
        <Checkbox.Group aria-label={t("dashboard.showJuz")} value={actions.filter} onChange={actions.changeFilter}>
          <Group gap="md">
            <Checkbox value="available" label={t("dashboard.filterAvailable")} />
            <Checkbox value="reserved" label={t("dashboard.filterReserved")} />
          </Group>
        </Checkbox.Group>
      </Group>

      <CreatorListTools khatmId={khatm.id} division={division} />

      <LeftSelectionNotice
        numbers={actions.changed}
        onClose={actions.dismissChanged}
        title="dashboard.changedTitle"
        message="dashboard.changed"
        testId="changed-notice"
        division={division}
      />

      {division === "juz" ? (
        <JuzGrid>{actions.visible.map(card)}</JuzGrid>
      ) : (
        <PartGroups division={division} parts={actions.visible} selected={selected} renderPart={card} />
      )}

      {selectedStatus ? (
        <SelectionActions
          selected={selected}
          status={selectedStatus}
          reservingForMyself={actions.pending.reserve}
          onReserveForMyself={actions.reserveForMyself}
          onOpen={actions.openDialog}
          onClear={actions.clear}
          division={division}
        />
      ) : null}

      <CreatorDialogs actions={actions} division={division} />
    </Stack>
  );
}
