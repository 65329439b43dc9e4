import { describeJuzNumbers } from "@khatm/i18n";
import { Alert } from "@mantine/core";
import { useI18n } from "../i18n/i18n-context";

/** Said when juz in the reader's selection were reserved by someone else before they submitted. */
export function TakenNotice({ numbers, onClose }: { numbers: number[]; onClose: () => void }) {
  const i18n = useI18n();
  if (numbers.length === 0) return null;
  return (
    <Alert
      color="yellow"
      withCloseButton
      onClose={onClose}
      data-testid="taken-notice"
      title={i18n.t("join.takenTitle")}
    >
      {i18n.t("join.taken", { juz: describeJuzNumbers(i18n, numbers), count: numbers.length })}
    </Alert>
  );
}
