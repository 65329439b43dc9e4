import { describeJuzNumbers } from "@khatm/schema/rules";
import { Alert } from "@mantine/core";

/** Said when juz in the reader's selection were reserved by someone else before they submitted. */
export function TakenNotice({ numbers, onClose }: { numbers: number[]; onClose: () => void }) {
  if (numbers.length === 0) return null;
  const one = numbers.length === 1;
  return (
    <Alert color="yellow" withCloseButton onClose={onClose} data-testid="taken-notice" title="Just taken">
      {describeJuzNumbers(numbers)} {one ? "was" : "were"} just reserved by someone else, so{" "}
      {one ? "it has" : "they have"} left your selection. Please choose another.
    </Alert>
  );
}
