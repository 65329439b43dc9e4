import { Checkbox, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useT } from "../i18n/i18n-context";

/** What a reader's form says of them, whatever they take: their name, e-mail and whether others see the name. */
interface ReaderValues {
  readerName: string;
  readerEmail: string;
  anonymous: boolean;
}

/**
 * The reader's name, e-mail (optional once signed in: the account's is used) and anonymity, as the reservation
 * form and a count's pledge form ask them.
 */
export function ReaderFields<Values extends ReaderValues>({
  form,
  signedIn,
}: {
  form: UseFormReturnType<Values>;
  signedIn: boolean;
}) {
  const t = useT();
  return (
    <>
      <TextInput
        label={t("join.yourName")}
        size="md"
        autoComplete="name"
        withAsterisk
        {...form.getInputProps("readerName")}
      />
      <TextInput
        label={t("join.yourEmail")}
        type="email"
        size="md"
        autoComplete="email"
        withAsterisk={!signedIn}
        description={signedIn ? t("join.emailOptionalSignedIn") : undefined}
        {...form.getInputProps("readerEmail")}
      />
      <Checkbox
        label={t("together.anonymousLabel")}
        description={t("together.anonymousFormHint")}
        {...form.getInputProps("anonymous", { type: "checkbox" })}
      />
    </>
  );
}
