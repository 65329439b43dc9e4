import { Alert, Button, Text } from "@mantine/core";
import { useRequestMagicLink } from "../auth/mutations";

interface SignInOfferProps {
  email: string;
}

/** What the Find form can do for a signed-out visitor: e-mail a sign-in link that proves the address. */
export function SignInOffer({ email }: SignInOfferProps) {
  const requestLink = useRequestMagicLink();
  return (
    <Alert color="blue" title="Sign in to see every khatm you created">
      <Text size="sm" mb="sm">
        To make sure only you see them, we list the khatms of {email} after you open a sign-in link sent to that
        address.
      </Text>
      {requestLink.isSuccess ? (
        <Text size="sm" fw={600}>
          Sent! Check your email; the link expires in 15 minutes.
        </Text>
      ) : (
        <Button size="sm" onClick={() => requestLink.mutate({ email })} loading={requestLink.isPending}>
          Email me a sign-in link
        </Button>
      )}
    </Alert>
  );
}
