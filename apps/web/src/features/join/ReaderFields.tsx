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
  holdSignedInSpace = false,
}: {
  form: UseFormReturnType<Values>;
  signedIn: boolean;
  /**
   * A form the worker paints (a count's pledge form) is painted signed out, and the session is known only after
   * hydration: the signed-in hint under the e-mail then holds its space, hidden, while signed out, so it does not
   * push the form down when it shows.
   */
  holdSignedInSpace?: boolean;
}) {
  const t = useT();
  const hint = t("join.emailOptionalSignedIn");
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
        // The held space under the field reads as the gap before the next one, not between label and field.
        inputWrapperOrder={holdSignedInSpace ? ["label", "input", "description", "error"] : undefined}
        description={
          signedIn ? (
            hint
          ) : holdSignedInSpace ? (
            <span style={{ visibility: "hidden" }} aria-hidden>
              {hint}
            </span>
          ) : undefined
        }
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
