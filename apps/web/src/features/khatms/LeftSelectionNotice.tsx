import { describeJuzNumbers, type MessageKey } from "@khatm/i18n";
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
}

/** Said when juz left a selection because someone else changed them before the person acted on it. */
export function LeftSelectionNotice({ numbers, onClose, title, message, testId }: LeftSelectionNoticeProps) {
  const i18n = useI18n();
  if (numbers.length === 0) return null;
  return (
    <Alert color="yellow" withCloseButton onClose={onClose} data-testid={testId} title={i18n.t(title)}>
      {i18n.t(message, { juz: describeJuzNumbers(i18n, numbers), count: numbers.length })}
    </Alert>
  );
}
