import { type PartGroup, partGroups } from "@khatm/juz-table";
import type { Juz } from "@khatm/schema";
import type { Division } from "@khatm/schema/rules";
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useT } from "../i18n/i18n-context";
import { JuzGrid } from "./JuzGrid";
import { PartChipGrid } from "./PartChip";

interface PartGroupsProps {
  division: Division;
  /** The parts to show (already filtered); groups without any are left out. */
  parts: readonly Juz[];
  /** Numbers of the selected parts: a group holding some shows how many. */
  selected: readonly number[];
  renderPart: (part: Juz) => ReactNode;
  /** Shown above an open group's cards: the creator's picks among that group's parts. */
  renderGroupActions?: (shown: Juz[]) => ReactNode;
  /** Parts as number chips (the reader's picker: PartChip) rather than cards: a group is a few rows. */
  dense?: boolean;
}

/**
 * A khatm of many parts (up to 604 pages) grouped by the juz they start in: 30 rows, each collapsed with its counts,
 * opened one at a time or more, so a phone never lays out hundreds of cards at once. A closed group renders no cards
 * (the server-painted page stays light); all start closed, so the app's first render matches the painted one.
 */
export function PartGroups(props: PartGroupsProps) {
  const { division, parts, selected, renderPart, renderGroupActions, dense = false } = props;
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const byNumber = new Map(parts.map((part) => [part.number, part]));
  const toggle = (juz: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(juz)) next.add(juz);
      return next;
    });
  return (
    <Stack gap="xs" data-testid="part-groups">
      {partGroups(division).map((group) => {
        const shown = group.numbers.flatMap((number) => byNumber.get(number) ?? []);
        if (shown.length === 0) return null;
        return (
          <PartGroupRow
            key={group.juz}
            group={group}
            division={division}
            dense={dense}
            shown={shown}
            selectedCount={shown.filter((part) => selected.includes(part.number)).length}
            opened={open.has(group.juz)}
            onToggle={() => toggle(group.juz)}
            renderPart={renderPart}
            renderActions={renderGroupActions}
          />
        );
      })}
    </Stack>
  );
}

interface PartGroupRowProps {
  group: PartGroup;
  division: Division;
  dense: boolean;
  shown: Juz[];
  selectedCount: number;
  opened: boolean;
  onToggle: () => void;
  renderPart: (part: Juz) => ReactNode;
  renderActions?: (shown: Juz[]) => ReactNode;
}

function PartGroupRow(props: PartGroupRowProps) {
  const { group, division, dense, shown, selectedCount, opened, onToggle, renderPart, renderActions } = props;
  const t = useT();
  // Free of all the group's parts, whichever of them the page shows (a reader sees only the free ones).
  const free = shown.filter((part) => part.status === "available").length;
  const panelId = `part-group-${group.juz}`;
  return (
    <Paper withBorder radius="md">
      <UnstyledButton
        onClick={onToggle}
        aria-expanded={opened}
        aria-controls={panelId}
        data-testid={`part-group-${group.juz}`}
        w="100%"
        p="sm"
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700}>{t("khatm.juz", { number: group.juz })}</Text>
          <Group gap="xs" wrap="nowrap">
            {selectedCount > 0 ? (
              <Badge variant="filled" size="sm">
                {selectedCount}
              </Badge>
            ) : null}
            <Text size="sm" c="dimmed">
              {t("parts.groupFree", { free, total: group.numbers.length })}
            </Text>
            <IconChevronDown
              size={18}
              aria-hidden
              style={{ transform: opened ? "rotate(180deg)" : undefined, transition: "transform 150ms" }}
            />
          </Group>
        </Group>
      </UnstyledButton>
      {opened ? (
        <div id={panelId} style={{ padding: "0 var(--mantine-spacing-sm) var(--mantine-spacing-sm)" }}>
          {renderActions?.(shown)}
          {dense ? (
            <PartChipGrid division={division}>{shown.map(renderPart)}</PartChipGrid>
          ) : (
            <JuzGrid>{shown.map(renderPart)}</JuzGrid>
          )}
        </div>
      ) : null}
    </Paper>
  );
}
