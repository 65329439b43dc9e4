import type { CreatedEmailState } from "@khatm/schema";
import { Alert, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { SectionCard } from "../../components/SectionCard";
import { useT } from "../i18n/i18n-context";
import { CopyLinkButton } from "../share/CopyLinkButton";

/**
 * The key to the khatm, shown where it is made: the creation e-mail may be late, stopped or over its budget, and a
 * creator who has not signed in has nothing else to come back with (this browser remembers the key as well).
 */
export function ManageLinkCard({ link, emailState }: { link: string; emailState?: CreatedEmailState }) {
  const t = useT();
  return (
    <SectionCard title={t("create.manageLinkTitle")} titleSize="h4" data-testid="manage-link">
      <Text size="sm">{t("create.manageLinkHint")}</Text>
      <CreatedEmailNotice state={emailState} />
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
    </SectionCard>
  );
}

/** Says plainly whether the link also went by e-mail: when it did not, this page is where the creator gets it. */
function CreatedEmailNotice({ state }: { state?: CreatedEmailState }) {
  const t = useT();
  if (state === "sent" || state === "sending") {
    return (
      <Text size="sm" c="dimmed" data-testid="created-email" data-state={state}>
        {t(state === "sent" ? "create.manageLinkEmailed" : "create.manageLinkEmailing")}
      </Text>
    );
  }
  if (state === "notSent" || state === "retrying") {
    return (
      <Alert
        color="orange"
        icon={<IconAlertTriangle aria-hidden />}
        title={t("create.manageLinkNotEmailedTitle")}
        role="alert"
        data-testid="created-email"
        data-state={state}
      >
        {t(state === "notSent" ? "create.manageLinkNotEmailed" : "create.manageLinkEmailRetrying")}
      </Alert>
    );
  }
  return null;
}
