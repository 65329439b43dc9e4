import { Alert, Button, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { EmailLinkPage } from "../../components/EmailLinkPage";
import { errorText } from "../../components/feedback";
import { useT } from "../i18n/i18n-context";
import { useEmailStop } from "./mutations";

/**
 * /stop/{token}: the page of the stop link in every e-mail but sign-in links. Opening it stops the e-mails (a mail
 * scanner that only fetches the link runs no script, so it stops nothing); the page confirms it and offers the undo.
 */
export function StopEmailsPage({ token }: { token: string }) {
  const t = useT();
  const stop = useEmailStop(token);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    stop.mutate(true);
  }, [stop]);

  const stopped = stop.data?.stopped;
  return (
    <EmailLinkPage title={t("abuse.stopTitle")}>
      {stop.isError ? (
        <Alert color="red" title={t("abuse.stopFailed")} data-testid="stop-result">
          {errorText(stop.error, t("abuse.stopFailed"))}
        </Alert>
      ) : stopped === undefined ? (
        <Text c="dimmed">{t("abuse.stopWorking")}</Text>
      ) : (
        <Stack gap="sm" data-testid="stop-result">
          <Text fw={600}>{stopped ? t("abuse.stopped") : t("abuse.resumed")}</Text>
          {stopped ? <Text c="dimmed">{t("abuse.stoppedHint")}</Text> : null}
          <Button
            variant={stopped ? "default" : "light"}
            loading={stop.isPending}
            onClick={() => stop.mutate(!stopped)}
            style={{ alignSelf: "flex-start" }}
          >
            {stopped ? t("abuse.stopUndo") : t("abuse.stopAgain")}
          </Button>
        </Stack>
      )}
    </EmailLinkPage>
  );
}
