import { describeJuzNumbers, describePartNumbers, type MessageKey } from "@khatm/i18n";
import type { Division } from "@khatm/schema/rules";
import { Alert } from "@mantine/core";
import { useI18n } from "../i18n/i18n-context";

interface LeftSelectionNoticeProps {
  /** The juz that left the selection; nothing is shown while there are none. */
  numbers: number[];
  onClose: () => void;
  title: MessageKey;
  /** A message with `{juz}` (the juz named) and `{count}`. */
  message: MessageKey;
  testId: string;
  /** The khatm's division: its parts are named in its words ("Page 12 and 14"), a juz khatm's as the spec's. */
  division?: Division;
}

/** Said when juz left a selection because someone else changed them before the person acted on it. */
export function LeftSelectionNotice({
  numbers,
  onClose,
  title,
  message,
  testId,
  division = "juz",
}: LeftSelectionNoticeProps) {
  const i18n = useI18n();
  if (numbers.length === 0) return null;
  const named = division === "juz" ? describeJuzNumbers(i18n, numbers) : describePartNumbers(i18n, division, numbers);
  return (
    <Alert color="yellow" withCloseButton onClose={onClose} data-testid={testId} title={i18n.t(title)}>
      {i18n.t(message, { juz: named, count: numbers.length })}
    </Alert>
  );
}
