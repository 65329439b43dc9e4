import { describeJuzNumbers } from "@khatm/i18n";
import { Alert } from "@mantine/core";
import { useI18n } from "../i18n/i18n-context";

/** Said when juz in the creator's selection were changed by someone else (a reader reserved, cancelled...). */
export function ChangedNotice({ numbers, onClose }: { numbers: number[]; onClose: () => void }) {
  const i18n = useI18n();
  if (numbers.length === 0) return null;
  return (
    <Alert
      color="yellow"
      withCloseButton
      onClose={onClose}
      data-testid="changed-notice"
      title={i18n.t("dashboard.changedTitle")}
    >
      {i18n.t("dashboard.changed", { juz: describeJuzNumbers(i18n, numbers), count: numbers.length })}
    </Alert>
  );
}
