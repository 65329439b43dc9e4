import { Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useT } from "../i18n/i18n-context";
import { CopyLinkButton } from "../share/CopyLinkButton";

/**
 * The key to the khatm, shown where it is made: the creation e-mail may be late, stopped or over its budget, and a
 * creator who has not signed in has nothing else to come back with (this browser remembers the key as well).
 */
export function ManageLinkCard({ link }: { link: string }) {
  const t = useT();
  return (
    <Paper withBorder p="lg" data-testid="manage-link">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("create.manageLinkTitle")}
        </Title>
        <Text size="sm">{t("create.manageLinkHint")}</Text>
        <TextInput
          aria-label={t("create.manageLinkTitle")}
          value={link}
          readOnly
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyLinkButton
          link={link}
          label={t("create.copyManageLink")}
          copiedToast={t("create.manageLinkCopied")}
          variant="light"
          fullWidth
        />
      </Stack>
    </Paper>
  );
}
