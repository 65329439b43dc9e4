import { Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface EmailLinkPageProps {
  title: string;
  children: ReactNode;
}

/**
 * The page a link in an e-mail opens to act on (an operator's review, stopping e-mails, stopping reminders): one
 * narrow card under its title, whose content acts only when pressed (mail scanners fetch links).
 */
export function EmailLinkPage({ title, children }: EmailLinkPageProps) {
  return (
    <Paper withBorder p="lg" maw={520} mx="auto" w="100%">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
