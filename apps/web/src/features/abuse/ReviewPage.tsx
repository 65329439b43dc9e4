import { Alert, Button, Text } from "@mantine/core";
import { EmailLinkPage } from "../../components/EmailLinkPage";
import { errorText } from "../../components/feedback";
import { useT } from "../i18n/i18n-context";
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
  const t = useT();
  const review = useReview(token);
  const action = actionOf(token);
  return (
    <EmailLinkPage title={t("abuse.reviewTitle")}>
      {!action ? (
        <Alert color="red">{t("abuse.reviewInvalid")}</Alert>
      ) : review.data ? (
        <Text fw={600} data-testid="review-result">
          {t(review.data.action === "hide" ? "abuse.reviewHideDone" : "abuse.reviewRestoreDone", {
            name: review.data.khatmName,
          })}
        </Text>
      ) : (
        <>
          <Text>{t(action === "hide" ? "abuse.reviewHideAsk" : "abuse.reviewRestoreAsk")}</Text>
          {review.isError ? <Alert color="red">{errorText(review.error, t("abuse.reviewFailed"))}</Alert> : null}
          <Button
            color={action === "hide" ? "red" : "teal"}
            loading={review.isPending}
            onClick={() => review.mutate()}
            style={{ alignSelf: "flex-start" }}
          >
            {t(action === "hide" ? "abuse.reviewHideConfirm" : "abuse.reviewRestoreConfirm")}
          </Button>
        </>
      )}
    </EmailLinkPage>
  );
}
