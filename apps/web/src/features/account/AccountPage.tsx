import type { User } from "@khatm/schema";
import { Stack, Title } from "@mantine/core";
import { useState } from "react";
import { RequireAuth } from "../auth/AuthGate";
import { ProfileDetails } from "./ProfileDetails";
import { ProfileForm } from "./ProfileForm";

/** /account: the signed-in user's profile, viewed or edited. */
export function AccountPage() {
  return (
    <RequireAuth signedOutMessage="Please log in to view your account">{(user) => <Account user={user} />}</RequireAuth>
  );
}

interface AccountProps {
  user: User;
}

function Account({ user }: AccountProps) {
  const [editing, setEditing] = useState(false);
  return (
    <Stack maw={560} mx="auto" gap="lg">
      <Title order={1} fz="h2">
        My Account
      </Title>
      {editing ? (
        <ProfileForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <ProfileDetails user={user} onEdit={() => setEditing(true)} />
      )}
    </Stack>
  );
}
