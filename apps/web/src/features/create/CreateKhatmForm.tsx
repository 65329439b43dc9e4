import type { Translator } from "@khatm/i18n";
import type { CreateKhatmRequest, User } from "@khatm/schema";
import {
  DEDICATION_MAX_LENGTH,
  DIVISIONS,
  type Division,
  isDivision,
  type KhatmDivision,
  PART_COUNTS,
} from "@khatm/schema/rules";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import type { ReactNode } from "react";
import { useRef } from "react";
import { nameFromEmail } from "../../lib/email";
import { useTypedBeforeHydration } from "../../lib/typed-before-hydration";
import { useI18n } from "../i18n/i18n-context";
import { FinishByField } from "../khatms/FinishByField";
import { ButtonLink } from "../layout/router-links";
import { presetWords } from "../recitation/presets";
import { RecitationFields } from "../recitation/RecitationFields";
import classes from "./CreatorIdentity.module.css";
import { type CreateKhatmValues, createKhatmRules, initialCreateKhatmValues } from "./validation";

interface CreateKhatmFormProps {
  /** The signed-in creator, or null when the creator gives a name and an e-mail. */
  user: User | null;
  /** The stored session is still being checked: the creator is not yet known, and the form cannot be sent. */
  identityPending?: boolean;
  submitting: boolean;
  onSubmit: (request: CreateKhatmRequest) => void;
  /** What the readers will take, as the form now says (a division, or "count" for a counted recitation). */
  onDivisionChange?: (division: KhatmDivision) => void;
}

/** The spec's create payload: a signed-out creator is user 1 with the typed name and e-mail (the server decides). */
export function toCreateRequest(values: CreateKhatmValues, user: User | null, i18n: Translator): CreateKhatmRequest {
  return {
    name: values.name.trim(),
    occasion: values.occasion.trim() || null,
    dedication: values.dedication.trim() || null,
    startDate: null,
    endDate: null,
    creatorId: user ? user.id : 1,
    creatorName: user ? user.name || nameFromEmail(user.email) : values.creatorName.trim(),
    creatorEmail: user ? user.email : values.creatorEmail.trim(),
    isPublic: values.isPublic,
    uniqueId: `khatm-${Date.now()}`,
    ...(values.finishBy ? { finishBy: values.finishBy } : {}),
    // A juz khatm's payload stays the spec's; any other names its division, a count its target and words.
    ...(values.kind === "count"
      ? {
          division: "count",
          target: Number(values.target),
          recitation: presetWords(i18n, values.recitationChoice) ?? values.ownRecitation.trim(),
        }
      : values.division === "juz"
        ? {}
        : { division: values.division }),
  };
}

const DIVISION_OPTIONS = {
  juz: "parts.optionJuz",
  hizb: "parts.optionHizb",
  quarter: "parts.optionQuarter",
  page: "parts.optionPage",
  surah: "parts.optionSurah",
} as const satisfies Record<Division, string>;

export function CreateKhatmForm({
  user,
  identityPending = false,
  submitting,
  onSubmit,
  onDivisionChange,
}: CreateKhatmFormProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const form = useForm<CreateKhatmValues>({
    mode: "controlled",
    initialValues: initialCreateKhatmValues,
    validate: createKhatmRules(user !== null),
    onValuesChange: (values) => onDivisionChange?.(values.kind === "count" ? "count" : values.division),
  });

  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, formRef);
  return (
    <form ref={formRef} onSubmit={form.onSubmit((values) => onSubmit(toCreateRequest(values, user, i18n)))} noValidate>
      <Paper withBorder p={{ base: "md", sm: "xl" }}>
        <Stack gap="md">
          <TextInput
            label={t("create.khatmName")}
            placeholder={t("create.khatmNamePlaceholder")}
            withAsterisk
            size="md"
            {...form.getInputProps("name")}
          />
          <Textarea
            label={t("create.occasion")}
            placeholder={t("create.occasionPlaceholder")}
            autosize
            minRows={3}
            size="md"
            {...form.getInputProps("occasion")}
          />
          <TextInput
            label={t("together.dedicationLabel")}
            placeholder={t("together.dedicationCreatePlaceholder")}
            description={t("together.dedicationCreateHint")}
            maxLength={DEDICATION_MAX_LENGTH}
            size="md"
            {...form.getInputProps("dedication")}
          />
          <FinishByField
            size="md"
            value={form.values.finishBy}
            onChange={(finishBy) => form.setFieldValue("finishBy", finishBy)}
            error={form.errors.finishBy as string | undefined}
          />
          <Radio.Group label={t("recitation.kindLabel")} size="md" {...form.getInputProps("kind")}>
            <Group gap="lg" mt={6}>
              <Radio value="quran" label={t("recitation.kindQuran")} />
              <Radio value="count" label={t("recitation.kindCount")} />
            </Group>
          </Radio.Group>
          {form.values.kind === "count" ? <RecitationFields form={form} /> : null}
          <NativeSelect
            display={form.values.kind === "count" ? "none" : undefined}
            label={t("parts.divideBy")}
            size="md"
            data={DIVISIONS.map((division) => ({
              value: division,
              label: t(DIVISION_OPTIONS[division], { count: PART_COUNTS[division] }),
            }))}
            value={form.values.division}
            onChange={(event) => {
              const { value } = event.currentTarget;
              if (isDivision(value)) form.setFieldValue("division", value);
            }}
          />
          <Checkbox
            label={t("create.makePublic")}
            size="md"
            {...form.getInputProps("isPublic", { type: "checkbox" })}
          />
          <div className={classes.cell}>
            <IdentityLayer shown={user !== null}>
              {/* Fills the space the signed-out fields hold, so it reads as the creator's card, not as a gap. */}
              <Paper withBorder p="md" h="100%" bg="var(--mantine-color-default-hover)" className={classes.account}>
                <Text size="sm" data-testid="creating-as">
                  {user
                    ? t("create.creatingAs", { name: user.name || nameFromEmail(user.email), email: user.email })
                    : null}
                </Text>
              </Paper>
            </IdentityLayer>
            <IdentityLayer shown={user === null && !identityPending}>
              <Stack gap="md">
                <TextInput
                  label={t("create.yourName")}
                  withAsterisk
                  size="md"
                  autoComplete="name"
                  {...form.getInputProps("creatorName")}
                />
                <TextInput
                  label={t("create.yourEmail")}
                  type="email"
                  withAsterisk
                  size="md"
                  autoComplete="email"
                  description={t("create.privateDetails")}
                  inputWrapperOrder={["label", "input", "description", "error"]}
                  {...form.getInputProps("creatorEmail")}
                />
                <Alert color="blue" variant="light">
                  {t("create.accountNotice")}
                </Alert>
              </Stack>
            </IdentityLayer>
          </div>
          <Group justify="flex-end" gap="sm" mt="sm">
            <ButtonLink to="/" variant="default" size="md">
              {t("create.cancel")}
            </ButtonLink>
            <Button type="submit" size="md" disabled={submitting || identityPending}>
              {t(submitting ? "create.creating" : "create.create")}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}

interface IdentityLayerProps {
  shown: boolean;
  children: ReactNode;
}

/** One way of naming the creator; hidden, it still holds its space, and no one can see, reach or fill it. */
function IdentityLayer({ shown, children }: IdentityLayerProps) {
  return (
    <div className={classes.layer} data-hidden={shown ? undefined : true} inert={!shown} aria-hidden={!shown}>
      {children}
    </div>
  );
}
