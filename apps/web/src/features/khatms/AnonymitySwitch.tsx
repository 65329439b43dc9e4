import { Switch } from "@mantine/core";
import { useState } from "react";
import { useT } from "../i18n/i18n-context";
import { useJuzAnonymity } from "./mutations";

interface AnonymitySwitchProps {
  khatmId: string;
  /** The reader's juz in this khatm that this browser or session has proven it holds; one choice for all of them. */
  juzs: ReadonlyArray<{ id: number; number: number; readerAnonymous: boolean }>;
  /** The e-mail the reader reserved with, as confirmation, when known. */
  email?: string | null;
}

/** The reader's own choice, changeable at any time: others see 'Anonymous reader' instead of their name. */
export function AnonymitySwitch({ khatmId, juzs, email }: AnonymitySwitchProps) {
  const t = useT();
  const anonymity = useJuzAnonymity(khatmId);
  // The choice shows at once, in the same render as the tap, until the answer and the refreshed juz arrive.
  const [asked, setAsked] = useState<boolean | null>(null);
  const [first] = juzs;
  if (!first) return null;
  const anonymous = asked ?? juzs.every((juz) => juz.readerAnonymous);
  return (
    <Switch
      size="sm"
      label={t("together.anonymousLabel")}
      description={t("together.anonymousHint")}
      checked={anonymous}
      disabled={anonymity.isPending}
      onChange={(event) => {
        const wanted = event.currentTarget.checked;
        setAsked(wanted);
        anonymity.mutate(
          {
            juzId: first.id,
            body: { anonymous: wanted, juzNumbers: juzs.map((juz) => juz.number), email: email ?? undefined },
          },
          { onSettled: () => setAsked(null) },
        );
      }}
      data-testid="anonymity-switch"
    />
  );
}
