import { partUnit } from "@khatm/juz-table";
import type { Juz, Khatm } from "@khatm/schema";
import { divisionOf } from "@khatm/schema/rules";
import { Checkbox, Group, Stack, Text, Title } from "@mantine/core";
import { useI18n } from "../i18n/i18n-context";
import { JuzCard } from "../khatms/JuzCard";
import { JuzGrid } from "../khatms/JuzGrid";
import { LeftSelectionNotice } from "../khatms/LeftSelectionNotice";
import { PartGroups } from "../khatms/PartGroups";
import { type SelectablePartProps, selectableParts } from "../khatms/selectable-parts";
import { CreatorListTools } from "../whatsapp/CreatorListTools";
import { GroupPicks, NextFreePick } from "./BoardQuickPicks";
import { CreatorDialogs } from "./CreatorDialogs";
import { SelectionActions } from "./SelectionActions";
import { useCreatorActions } from "./use-creator-actions";

interface CreatorJuzBoardProps {
  khatm: Khatm;
  juzs: Juz[];
}

/**
 * The creator's grid: filter, multi-select of one status, and every action on the selected juz. A khatm of many parts
 * is grouped by juz, with quick picks: the next free parts, and all of an open group's parts of one status.
 */
export function CreatorJuzBoard({ khatm, juzs }: CreatorJuzBoardProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const actions = useCreatorActions(khatm, juzs);
  const { selected, selectedStatus } = actions;
  const { division } = divisionOf(khatm);
  const byJuz = division === "juz";
  const unit = partUnit(i18n, division);
  const card = selectableParts(CreatorJuzCard, division, selected, actions.toggle);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} size="h3">
            {byJuz ? t("dashboard.boardTitle") : t("parts.boardTitle", { division })}
          </Title>
          <Text size="sm" c="dimmed">
            {byJuz ? t("dashboard.boardHint") : t("parts.boardHint", { unit })}
          </Text>
        </div>
        <Checkbox.Group
          aria-label={byJuz ? t("dashboard.showJuz") : t("parts.showParts", { unit })}
          value={actions.filter}
          onChange={actions.changeFilter}
        >
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

      {byJuz ? (
        <JuzGrid>{actions.visible.map(card)}</JuzGrid>
      ) : (
        <>
          {actions.filter.includes("available") ? (
            <NextFreePick division={division} visible={actions.visible} selected={selected} onPick={actions.pick} />
          ) : null}
          <PartGroups
            division={division}
            parts={actions.visible}
            selected={selected}
            renderPart={card}
            renderGroupActions={(shown) => <GroupPicks shown={shown} onPick={actions.pick} />}
          />
        </>
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

/** The creator's card of a part: with its reader's e-mail, which the API sends them alone. */
function CreatorJuzCard(props: SelectablePartProps) {
  return <JuzCard {...props} showReaderEmail />;
}
