import { Alert, Button, Text } from "@mantine/core";
import { useRequestMagicLink } from "../auth/mutations";
import { useT } from "../i18n/i18n-context";

interface SignInOfferProps {
  email: string;
}

/** What the Find form can do for a signed-out visitor: e-mail a sign-in link that proves the address. */
export function SignInOffer({ email }: SignInOfferProps) {
  const t = useT();
  const requestLink = useRequestMagicLink();
  return (
    <Alert color="blue" title={t("myKhatms.signInTitle")}>
      <Text size="sm" mb="sm">
        {t("myKhatms.signInText", { email })}
      </Text>
      {requestLink.isSuccess ? (
        <Text size="sm" fw={600}>
          {t("myKhatms.sent")}
        </Text>
      ) : (
        <Button size="sm" onClick={() => requestLink.mutate({ email })} loading={requestLink.isPending}>
          {t("myKhatms.emailMeLink")}
        </Button>
      )}
    </Alert>
  );
}
