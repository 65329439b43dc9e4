import type { User } from "@khatm/schema";
import { Stack, Title } from "@mantine/core";
import { useState } from "react";
import { SignInRequired } from "../auth/AuthGate";
import { useT } from "../i18n/i18n-context";
import { ProfileDetails } from "./ProfileDetails";
import { ProfileForm } from "./ProfileForm";

interface AccountPageProps {
  /** The session's user; null when signed out. */
  user: User | null;
}

/** /account: the signed-in user's profile, viewed or edited. */
export function AccountPage({ user }: AccountPageProps) {
  return user ? <Account user={user} /> : <SignInRequired message="auth.loginRequiredAccount" />;
}

function Account({ user }: { user: User }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  return (
    <Stack maw={560} mx="auto" gap="lg">
      <Title order={1} fz="h2">
        {t("account.title")}
      </Title>
      {editing ? (
        <ProfileForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <ProfileDetails user={user} onEdit={() => setEditing(true)} />
      )}
    </Stack>
  );
}
