import { juzSurahRange, partLabel, partSurahRange } from "@khatm/juz-table";
import type { Juz } from "@khatm/schema";
import { ANONYMOUS_READER_NAME, type Division } from "@khatm/schema/rules";
import { Card, Group, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useI18n } from "../i18n/i18n-context";
import classes from "./JuzCard.module.css";
import { JuzStatusBadge } from "./JuzStatusBadge";

interface JuzCardProps {
  juz: Juz;
  /** Makes the card a toggle button; without it the card only shows the juz. */
  onToggle?: (juz: Juz) => void;
  selected?: boolean;
  /** The reader's e-mail is for the creator's eyes only (the API sends it only to them). */
  showReaderEmail?: boolean;
  /** The khatm's division: a part of a khatm not divided by juz is named in its words ("Page 300"). */
  division?: Division;
}

/**
 * The card of each part in a selection (the reader's picker, the creator's board), for a list's `map` or
 * PartGroups' `renderPart`: pressed when its number is selected, toggling it when tapped.
 */
export function selectablePartCard(
  division: Division,
  selected: readonly number[],
  onToggle: (juz: Juz) => void,
  { showReaderEmail = false } = {},
) {
  return (juz: Juz) => (
    <JuzCard
      key={juz.number}
      juz={juz}
      division={division}
      selected={selected.includes(juz.number)}
      onToggle={onToggle}
      showReaderEmail={showReaderEmail}
    />
  );
}

export function JuzCard({ juz, onToggle, selected = false, showReaderEmail = false, division = "juz" }: JuzCardProps) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const isJuz = division === "juz";
  // The API names a hidden reader ANONYMOUS_READER_NAME (its English) to all but the creator and the reader.
  const shownName = (name: string, anonymous: boolean) =>
    anonymous && name === ANONYMOUS_READER_NAME ? t("together.anonymousReader") : name;
  const selectable = onToggle !== undefined;
  const content = (
    <>
      <Group justify="space-between" gap={4} wrap="nowrap">
        {/* One text node: the painted HTML says "Juz 30" in one piece, for search engines and checks alike. */}
        <Text fw={700}>{isJuz ? t("khatm.juz", { number: juz.number }) : partLabel(i18n, division, juz.number)}</Text>
        {selected ? <IconCheck size={18} aria-hidden color="var(--mantine-primary-color-filled)" /> : null}
      </Group>
      <Text size="xs" c="dimmed" className={classes.wrap}>
        {isJuz ? juzSurahRange(juz.number, locale) : partSurahRange(division, juz.number, locale)}
      </Text>
      <div>
        <JuzStatusBadge status={juz.status} />
      </div>
      {juz.status !== "available" && juz.readerName ? (
        <div>
          <Text size="sm" lineClamp={1}>
            {t("khatm.byReader", { name: shownName(juz.readerName, juz.readerAnonymous) })}
          </Text>
          {showReaderEmail && juz.readerEmail ? (
            <Text size="xs" c="dimmed" lineClamp={1} className={classes.wrap}>
              {juz.readerEmail}
            </Text>
          ) : null}
          {/* The creator sees the name a reader hid from everyone else, and that they did. */}
          {showReaderEmail && juz.readerAnonymous ? (
            <Text size="xs" c="dimmed" fs="italic">
              {t("together.anonymousToOthers")}
            </Text>
          ) : null}
        </div>
      ) : null}
    </>
  );

  if (!selectable) {
    return (
      <Card withBorder padding="sm" className={classes.card} data-testid={`juz-${juz.number}`}>
        {content}
      </Card>
    );
  }
  return (
    <Card
      component="button"
      type="button"
      withBorder
      padding="sm"
      className={`${classes.card} ${classes.selectable}`}
      data-selected={selected || undefined}
      aria-pressed={selected}
      data-testid={`juz-${juz.number}`}
      onClick={() => onToggle(juz)}
    >
      {content}
    </Card>
  );
}
