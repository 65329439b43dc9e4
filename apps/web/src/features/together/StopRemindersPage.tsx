import { Alert, Button, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { EmailLinkPage } from "../../components/EmailLinkPage";
import { errorText } from "../../components/feedback";
import { useT } from "../i18n/i18n-context";
import { stopReminders } from "./api";

/**
 * /stop-reminders?khatm=&token=: the "Stop reminders" link of a reminder e-mail. It asks before stopping (mail
 * scanners open links; only a press of the button stops), and needs no account: the token proves the reader.
 */
export function StopRemindersPage({ khatmId, token }: { khatmId?: string; token?: string }) {
  const t = useT();
  const stop = useMutation({ mutationFn: () => stopReminders(khatmId ?? "", token ?? "") });
  return (
    <EmailLinkPage title={t("together.stopTitle")}>
      {!khatmId || !token ? (
        <Alert color="red">{t("together.stopIncomplete")}</Alert>
      ) : stop.isSuccess ? (
        <Alert color="teal">{stop.data.message}</Alert>
      ) : (
        <>
          <Text>{t("together.stopQuestion")}</Text>
          {stop.isError ? <Alert color="red">{errorText(stop.error, t("together.tryAgain"))}</Alert> : null}
          <Button onClick={() => stop.mutate()} loading={stop.isPending} style={{ alignSelf: "flex-start" }}>
            {t("together.stopReminders")}
          </Button>
        </>
      )}
    </EmailLinkPage>
  );
}
