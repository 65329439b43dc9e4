import { Switch } from "@mantine/core";
import { useJuzAnonymity } from "./mutations";

interface AnonymitySwitchProps {
  juz: { id: number; number: number; khatmId: string; readerAnonymous: boolean };
  /** The e-mail the reader reserved with, as confirmation, when known. */
  email?: string | null;
}

/** The reader's own choice, changeable at any time: others see 'Anonymous reader' instead of their name. */
export function AnonymitySwitch({ juz, email }: AnonymitySwitchProps) {
  const anonymity = useJuzAnonymity(juz.khatmId);
  return (
    <Switch
      size="sm"
      label="Show me as an anonymous reader"
      checked={anonymity.isPending ? Boolean(anonymity.variables?.body.anonymous) : juz.readerAnonymous}
      disabled={anonymity.isPending}
      onChange={(event) =>
        anonymity.mutate({ juzId: juz.id, body: { anonymous: event.currentTarget.checked, email: email ?? undefined } })
      }
      data-testid={`anonymity-${juz.number}`}
    />
  );
}
