import type { User } from "@khatm/schema";
import { Alert, Button, Group, Paper, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useUpdateProfile } from "../auth/mutations";

interface ProfileFormProps {
  user: User;
  onDone: () => void;
}

/**
 * Edits name and country (free text); the e-mail is shown but cannot change. Length limits are the server's: its
 * message shows in the failure toast (importing them here would bring zod into the page).
 */
export function ProfileForm({ user, onDone }: ProfileFormProps) {
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
          <Alert color="red" title="Update Failed">
            There was a problem updating your profile
          </Alert>
        )}
        <TextInput label="Name" autoComplete="name" size="md" key={form.key("name")} {...form.getInputProps("name")} />
        <TextInput
          label="Email"
          value={user.email}
          readOnly
          variant="filled"
          description="Email cannot be changed"
          size="md"
        />
        <TextInput
          label="Country"
          autoComplete="country-name"
          size="md"
          key={form.key("country")}
          {...form.getInputProps("country")}
        />
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="md" loading={update.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
