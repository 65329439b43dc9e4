import { COUNT_TARGET_MAX, RECITATION_MAX_LENGTH } from "@khatm/schema/rules";
import { NativeSelect, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { WholeNumberInput } from "../../components/WholeNumberInput";
import type { CreateKhatmValues } from "../create/validation";
import { useI18n } from "../i18n/i18n-context";
import { OWN_WORDS, presetWords, RECITATION_PRESETS, type RecitationChoice } from "./presets";

const CHOICES: readonly RecitationChoice[] = [...RECITATION_PRESETS.map((preset) => preset.id), OWN_WORDS];

/** The create form's counted recitation: what is read (a preset or the creator's words) and how many times. */
export function RecitationFields({ form }: { form: UseFormReturnType<CreateKhatmValues> }) {
  const i18n = useI18n();
  const { t } = i18n;
  const choice = form.values.recitationChoice;
  return (
    <>
      <NativeSelect
        label={t("recitation.recitationLabel")}
        size="md"
        data={CHOICES.map((id) => ({ value: id, label: presetWords(i18n, id) ?? t("recitation.ownWords") }))}
        value={choice}
        onChange={(event) => {
          const value = CHOICES.find((id) => id === event.currentTarget.value);
          if (value) form.setFieldValue("recitationChoice", value);
        }}
      />
      {choice === OWN_WORDS ? (
        <TextInput
          label={t("recitation.ownWordsLabel")}
          withAsterisk
          size="md"
          maxLength={RECITATION_MAX_LENGTH}
          {...form.getInputProps("ownRecitation")}
        />
      ) : null}
      <WholeNumberInput
        label={t("recitation.targetLabel")}
        description={t("recitation.targetHint")}
        withAsterisk
        size="md"
        min={1}
        max={COUNT_TARGET_MAX}
        thousandSeparator
        {...form.getInputProps("target")}
      />
    </>
  );
}
