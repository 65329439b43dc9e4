import type { User } from "@khatm/schema";
import { Alert, Button, Group, Paper, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useUpdateProfile } from "../auth/mutations";
import { useT } from "../i18n/i18n-context";

interface ProfileFormProps {
  user: User;
  onDone: () => void;
}

/**
 * Edits name and country (free text); the e-mail is shown but cannot change. Length limits are the server's: its
 * message shows in the failure toast (importing them here would bring zod into the page).
 */
export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const t = useT();
  const update = useUpdateProfile();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { name: user.name ?? "", country: user.country ?? "" },
  });

  const submit = form.onSubmit((values) => {
    update.mutate({ name: values.name, country: values.country }, { onSuccess: onDone });
  });

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} component="form" onSubmit={submit}>
      <Stack gap="md">
        {update.isError && (
          <Alert color="red" title={t("account.updateFailedTitle")}>
            {t("account.updateFailed")}
          </Alert>
        )}
        <TextInput
          label={t("account.name")}
          autoComplete="name"
          size="md"
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <TextInput
          label={t("account.email")}
          value={user.email}
          readOnly
          variant="filled"
          description={t("account.emailFixed")}
          size="md"
        />
        <TextInput
          label={t("account.country")}
          autoComplete="country-name"
          size="md"
          key={form.key("country")}
          {...form.getInputProps("country")}
        />
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onDone} disabled={update.isPending}>
            {t("account.cancel")}
          </Button>
          <Button type="submit" size="md" loading={update.isPending}>
            {t("account.saveChanges")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
