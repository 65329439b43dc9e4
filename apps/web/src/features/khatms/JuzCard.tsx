import { juzSurahRange, partLabel, partSurahRange } from "@khatm/juz-table";
import { ANONYMOUS_READER_NAME } from "@khatm/schema/rules";
import { Card, Group, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useI18n } from "../i18n/i18n-context";
import classes from "./JuzCard.module.css";
import { JuzStatusBadge } from "./JuzStatusBadge";
import selectable from "./SelectablePart.module.css";
import type { SelectablePartProps } from "./selectable-parts";

interface JuzCardProps extends SelectablePartProps {
  /** The reader's e-mail is for the creator's eyes only (the API sends it only to them). */
  showReaderEmail?: boolean;
}

/**
 * The card of each part in a selection (the reader's picker of juz, the creator's board; `selectableParts`): pressed
 * when its number is selected, toggling it when tapped. A part of a khatm not divided by juz is named in its words
 * ("Page 300").
 */
export function JuzCard({ part: juz, onToggle, selected, showReaderEmail = false, division }: JuzCardProps) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const isJuz = division === "juz";
  // The API names a hidden reader ANONYMOUS_READER_NAME (its English) to all but the creator and the reader.
  const shownName = (name: string, anonymous: boolean) =>
    anonymous && name === ANONYMOUS_READER_NAME ? t("together.anonymousReader") : name;
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

  return (
    <Card
      component="button"
      type="button"
      withBorder
      padding="sm"
      className={`${selectable.toggle} ${classes.card}`}
      aria-pressed={selected}
      data-testid={`juz-${juz.number}`}
      onClick={() => onToggle(juz)}
    >
      {content}
    </Card>
  );
}
