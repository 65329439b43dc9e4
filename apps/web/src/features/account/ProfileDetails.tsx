import type { User } from "@khatm/schema";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { formatDate } from "../../lib/format-date";
import { useI18n } from "../i18n/i18n-context";

interface ProfileDetailsProps {
  user: User;
  onEdit: () => void;
}

/** The profile as it is: empty name or country read 'Not set' (spec section 2). */
export function ProfileDetails({ user, onEdit }: ProfileDetailsProps) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Stack gap="md">
        <Field label={t("account.name")}>{user.name || <NotSet />}</Field>
        <Field label={t("account.email")} hint={t("account.emailFixed")}>
          {user.email}
        </Field>
        <Field label={t("account.country")}>{user.country || <NotSet />}</Field>
        <Field label={t("account.memberSince")}>{formatDate(i18n, user.createdAt)}</Field>
        <Group justify="flex-end">
          <Button onClick={onEdit} size="md">
            {t("account.editProfile")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

interface FieldProps {
  label: string;
  hint?: string;
  children: ReactNode;
}

function Field({ label, hint, children }: FieldProps) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </div>
  );
}

function NotSet() {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <Text span c="dimmed" fs="italic" fw={400}>
      {t("account.notSet")}
    </Text>
  );
}
