import type { User } from "@khatm/schema";
import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { BrowserOnlyNote } from "../../components/BrowserOnlyNote";
import { EmailForm } from "../../components/EmailForm";
import { getRememberedReaderEmail } from "../../lib/storage";
import { useT } from "../i18n/i18n-context";
import { ButtonLink } from "../layout/router-links";
import { KhatmList } from "./KhatmList";
import { SignInOffer } from "./SignInOffer";

interface MyKhatmsPageProps {
  /** The session's user; null when signed out. */
  user: User | null;
}

/**
 * /my-khatms. Signed in: the account's khatms. Signed out: the 'Find My Khatms' form; the server lists a creator's
 * khatms only to their session, so signed out this shows the khatms created from this browser and offers a sign-in
 * link for the rest.
 */
export function MyKhatmsPage({ user }: MyKhatmsPageProps) {
  const t = useT();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz="h2">
          {t("myKhatms.title")}
        </Title>
        <ButtonLink to="/create" variant="light">
          {t("myKhatms.createNew")}
        </ButtonLink>
      </Group>
      {user ? <KhatmList email={user.email} emptyHint={t("myKhatms.noneCreatedSignedIn")} /> : <SignedOutKhatms />}
    </Stack>
  );
}

function SignedOutKhatms() {
  const t = useT();
  const [email, setEmail] = useState<string | null>(null);
  return (
    <>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Stack gap="xs">
            <Text fw={600}>{t("myKhatms.find")}</Text>
            <EmailForm
              aria-label={t("myKhatms.find")}
              initialEmail={getRememberedReaderEmail() ?? ""}
              placeholder={t("myKhatms.findPlaceholder")}
              submitLabel={t("myKhatms.findButton")}
              required
              onSubmit={(address) => setEmail(address.toLowerCase())}
            />
          </Stack>
          <BrowserOnlyNote what={t("myKhatms.khatmsCreated")} />
        </Stack>
      </Paper>
      {email && <SignInOffer email={email} />}
      <KhatmList email={email} emptyHint={t("myKhatms.noneFromBrowser")} />
    </>
  );
}
