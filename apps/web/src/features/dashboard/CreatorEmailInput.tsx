import { TextInput, type TextInputProps } from "@mantine/core";
import { useT } from "../i18n/i18n-context";

/** The creator's e-mail that confirms an action on the dashboard (it confirms, it proves nothing). */
export function CreatorEmailInput(props: TextInputProps) {
  const t = useT();
  return (
    <TextInput
      label={t("dashboard.yourEmail")}
      description={t("dashboard.creatorEmailHint")}
      type="email"
      size="md"
      {...props}
    />
  );
}
