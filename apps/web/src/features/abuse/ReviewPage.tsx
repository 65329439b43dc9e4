import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { errorText } from "../../components/feedback";
import { abuseMessages } from "./messages";
import { useReview } from "./mutations";

/** The decision a review token carries ("review:{khatmId}:{action}:{nonce}.{signature}"), if it reads as one. */
function actionOf(token: string): "hide" | "restore" | null {
  const action = token.split(":")[2];
  return action === "hide" || action === "restore" ? action : null;
}

/**
 * /review/{token}: the operator's one-click decision on a reported khatm, from the report e-mail. It acts only on
 * the click, so a mail scanner fetching the link decides nothing.
 */
export function ReviewPage({ token }: { token: string }) {
  const texts = abuseMessages.review;
  const review = useReview(token);
  const action = actionOf(token);
  return (
    <Paper withBorder p="lg" maw={520} mx="auto" w="100%">
      <Stack gap="md">
        <Title order={1} size="h2">
          {texts.title}
        </Title>
        {!action ? (
          <Alert color="red">{texts.invalid}</Alert>
        ) : review.data ? (
          <Text fw={600} data-testid="review-result">
            "{review.data.khatmName}" {texts[review.data.action].done}
          </Text>
        ) : (
          <>
            <Text>{texts[action].ask}</Text>
            {review.isError ? <Alert color="red">{errorText(review.error, texts.failed)}</Alert> : null}
            <Button
              color={action === "hide" ? "red" : "teal"}
              loading={review.isPending}
              onClick={() => review.mutate()}
              style={{ alignSelf: "flex-start" }}
            >
              {texts[action].confirm}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
