import { Button, Group, Text } from "@mantine/core";
import { IconBell, IconBellOff } from "@tabler/icons-react";
import { useT } from "../i18n/i18n-context";
import { usePushSwitch } from "./use-push-switch";

/**
 * "Notify me on this phone", after a reservation or a pledge and in My Reservations (issue 36): per device, so it
 * reads this browser's own subscription. Where the browser cannot subscribe it says what would: Add to Home Screen
 * on an iPhone or iPad, the phone's own browser inside an app's. Nothing while the site has push off. Rendered after
 * hydration only (the worker's page has none of it), below what it follows, so nothing moves.
 */
export function PushSwitch() {
  const t = useT();
  const push = usePushSwitch();
  if (push.support === "iosNotInstalled" || push.support === "inAppBrowser") {
    return (
      <Text size="sm" c="dimmed" data-testid="push-switch">
        {t(push.support === "iosNotInstalled" ? "notifications.iosGuide" : "notifications.inAppBrowser")}
      </Text>
    );
  }
  if (push.support !== "supported" || !push.available || push.state === "unknown") return null;
  if (push.state === "blocked") {
    return (
      <Text size="sm" c="dimmed" data-testid="push-switch">
        {t("notifications.blocked")}
      </Text>
    );
  }
  return (
    <div data-testid="push-switch">
      {push.state === "on" ? (
        <Group gap="xs" wrap="wrap">
          <IconBell size={18} aria-hidden />
          <Text size="sm">{t("notifications.on")}</Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconBellOff size={16} aria-hidden />}
            loading={push.busy}
            onClick={() => void push.turnOff()}
          >
            {t("notifications.turnOff")}
          </Button>
        </Group>
      ) : (
        <Button
          variant="light"
          leftSection={<IconBell size={18} aria-hidden />}
          loading={push.busy}
          onClick={() => void push.turnOn()}
        >
          {t("notifications.notifyMe")}
        </Button>
      )}
      {push.failed ? (
        <Text size="sm" c="red" mt={4} role="alert">
          {t("notifications.failed")}
        </Text>
      ) : null}
    </div>
  );
}
