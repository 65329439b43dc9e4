import type { Translator } from "@khatm/i18n";
import { countedParts, partUnit } from "@khatm/juz-table";
import type { Khatm } from "@khatm/schema";
import { type AutoNextRound, divisionOf, isCountDivision, READING_SCHEDULE } from "@khatm/schema/rules";
import { Button, Checkbox, Group, NativeSelect, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { SectionCard } from "../../components/SectionCard";
import { WholeNumberInput } from "../../components/WholeNumberInput";
import { plainText, wholeNumberIn } from "../../lib/form-rules";
import { useI18n } from "../i18n/i18n-context";
import { FinishByField } from "../khatms/FinishByField";
import { useSendReminder, useUpdateSettings } from "./api";

/** A few days or a short choice: fields as wide as the whole board would hide what they hold on a laptop. */
const FIELD_WIDTH = 360;

/**
 * The khatm's name and occasion (issue 37: the organizers may correct them), the creator's "Send a reminder" and
 * the khatm's reading settings (reminders, freeing stale juz, next round). A
 * counted recitation has its reminder button beside its pledges (CountBoardTools) and no parts to free.
 */
export function ReadingSettingsCard({ khatm }: { khatm: Khatm }) {
  const i18n = useI18n();
  const { t } = i18n;
  const words = isCountDivision(khatm.division) ? null : partWords(i18n, khatm);
  const autoLabel = words ? words.autoLabel : t("recitation.autoNextRound", { target: khatm.target ?? 0 });
  const send = useSendReminder(khatm.id);
  const save = useUpdateSettings(khatm.id);
  // A day count stays as typed: out of range it says so beside the field and Save waits (WholeNumberInput).
  const [reminderDays, setReminderDays] = useState<number | string>(khatm.reminderDays);
  const [staleOn, setStaleOn] = useState(khatm.staleDays !== null);
  const [staleDays, setStaleDays] = useState<number | string>(khatm.staleDays ?? 14);
  const [auto, setAuto] = useState<AutoNextRound>(khatm.autoNextRound);
  const [name, setName] = useState(khatm.name);
  const [occasion, setOccasion] = useState(khatm.occasion ?? "");
  const [finishBy, setFinishBy] = useState<string | null>(khatm.finishBy ?? null);
  const nameError = plainText(name) ? null : t("forms.khatmNameRequired");
  const reminderError = wholeNumberIn(READING_SCHEDULE.reminderDaysMin, READING_SCHEDULE.reminderDaysMax)(reminderDays);
  const staleError = staleOn
    ? wholeNumberIn(READING_SCHEDULE.staleDaysMin, READING_SCHEDULE.staleDaysMax)(staleDays)
    : null;
  const submit = () =>
    save.mutate({
      name: plainText(name),
      occasion: plainText(occasion) || null,
      // Unchanged, it is left out: a date that has passed since it was set stays without being refused.
      ...(finishBy === (khatm.finishBy ?? null) ? {} : { finishBy }),
      reminderDays: Number(reminderDays),
      staleDays: staleOn ? Number(staleDays) : null,
      autoNextRound: auto,
    });
  return (
    <SectionCard title={t("together.settingsTitle")} data-testid="reading-settings">
      <TextInput
        label={t("create.khatmName")}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={nameError}
        data-testid="settings-name"
      />
      <TextInput
        label={t("create.occasion")}
        placeholder={t("create.occasionPlaceholder")}
        value={occasion}
        onChange={(event) => setOccasion(event.currentTarget.value)}
        data-testid="settings-occasion"
      />
      <FinishByField value={finishBy} onChange={setFinishBy} />
      {words ? (
        <Group gap="sm">
          <Button variant="light" onClick={() => send.mutate()} loading={send.isPending}>
            {t("together.sendReminder")}
          </Button>
          <Text size="sm" c="dimmed">
            {words.remindHelp}
          </Text>
        </Group>
      ) : null}
      <WholeNumberInput
        maw={FIELD_WIDTH}
        label={t("together.reminderDays")}
        min={READING_SCHEDULE.reminderDaysMin}
        max={READING_SCHEDULE.reminderDaysMax}
        value={reminderDays}
        onChange={setReminderDays}
        error={reminderError}
      />
      {words ? (
        <Checkbox
          label={words.staleSwitch}
          checked={staleOn}
          onChange={(event) => setStaleOn(event.currentTarget.checked)}
        />
      ) : null}
      {words && staleOn ? (
        <WholeNumberInput
          maw={FIELD_WIDTH}
          label={words.staleDays}
          description={t("together.staleHelp")}
          min={READING_SCHEDULE.staleDaysMin}
          max={READING_SCHEDULE.staleDaysMax}
          value={staleDays}
          onChange={setStaleDays}
          error={staleError}
        />
      ) : null}
      <NativeSelect
        maw={FIELD_WIDTH}
        label={autoLabel}
        data={[
          { value: "off", label: t("together.autoOff") },
          { value: "rotate", label: t("together.autoRotate") },
          { value: "invite", label: t("together.autoInvite") },
        ]}
        value={auto}
        onChange={(event) => setAuto(event.currentTarget.value as AutoNextRound)}
      />
      <Button
        onClick={submit}
        loading={save.isPending}
        disabled={reminderError !== null || staleError !== null || nameError !== null}
        style={{ alignSelf: "flex-start" }}
      >
        {t("together.saveSettings")}
      </Button>
    </SectionCard>
  );
}

/** A khatm of parts' words for its settings: the spec's for a juz khatm, its division's for another. */
function partWords(i18n: Translator, khatm: Khatm) {
  const { t } = i18n;
  const { division, partCount } = divisionOf(khatm);
  const unit = partUnit(i18n, division);
  if (division === "juz") {
    return {
      autoLabel: t("together.autoNextRound"),
      remindHelp: t("together.sendReminderHelp"),
      staleSwitch: t("together.staleSwitch"),
      staleDays: t("together.staleDays"),
    };
  }
  return {
    autoLabel: t("parts.autoNextRound", { counted: countedParts(i18n, division, partCount) }),
    remindHelp: t("parts.remindHelp", { unit }),
    staleSwitch: t("parts.staleSwitch", { unit }),
    staleDays: t("parts.staleDays", { unit }),
  };
}
