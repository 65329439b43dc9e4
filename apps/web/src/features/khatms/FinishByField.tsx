import { FINISH_BY_MAX_YEARS, utcDay } from "@khatm/schema/rules";
import { DatePickerInput, DatesProvider } from "@mantine/dates";
import "dayjs/locale/ar";
import "dayjs/locale/bn";
import "dayjs/locale/fr";
import "dayjs/locale/id";
import "dayjs/locale/ms";
import "dayjs/locale/tr";
import "dayjs/locale/ur";
import { useI18n } from "../i18n/i18n-context";

interface FinishByFieldProps {
  /** `YYYY-MM-DD`, or null for no date. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | null;
  size?: "sm" | "md";
}

/**
 * The finish-by date (issue 37) with a calendar (Mantine's dates package), in the reader's language (dayjs's month
 * and day names), from today to three years ahead as the API allows; clearable, as the date is optional.
 */
export function FinishByField({ value, onChange, error, size }: FinishByFieldProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const today = utcDay(Date.now());
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  return (
    <DatesProvider settings={{ locale: i18n.locale, consistentWeeks: true }}>
      <DatePickerInput
        label={t("finishBy.label")}
        description={t("finishBy.description")}
        value={value}
        onChange={(picked) => onChange(picked ? String(picked).slice(0, 10) : null)}
        minDate={today}
        maxDate={`${year + FINISH_BY_MAX_YEARS}${rest}`}
        valueFormat="D MMMM YYYY"
        clearable
        clearButtonProps={{ "aria-label": t("finishBy.clear") }}
        error={error}
        size={size}
        maw={360}
        data-testid="finish-by-input"
      />
    </DatesProvider>
  );
}
