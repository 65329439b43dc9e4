import { Box, Button, Group, Stack, Text } from "@mantine/core";
import { useNetwork } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconWifiOff } from "@tabler/icons-react";
import { useEffect } from "react";
import { useT } from "../features/i18n/i18n-context";
import { onSlowRequest } from "../lib/network";

let slowCount = 0;

/**
 * The app's word on the network (issue 39): while the browser is offline, a bar says so on every page (an action
 * then fails at once with its own "You are offline", lib/api-client.ts); an action whose request takes longer than
 * 10 seconds says so, with a button that sends it again.
 */
export function NetworkFeedback() {
  const t = useT();
  // Online until the browser says otherwise after hydration (the worker's render knows no network).
  const { online } = useNetwork();

  useEffect(() => {
    onSlowRequest(({ retry }) => {
      slowCount += 1;
      const id = `slow-request-${slowCount}`;
      notifications.show({
        id,
        color: "yellow",
        title: t("common.slowTitle"),
        autoClose: false,
        message: (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t("common.slowMessage")}</Text>
            <Button
              size="sm"
              mih={44}
              variant="light"
              onClick={() => {
                notifications.hide(id);
                retry();
              }}
            >
              {t("common.tryAgain")}
            </Button>
          </Stack>
        ),
      });
      return () => notifications.hide(id);
    });
    return () => onSlowRequest(null);
  }, [t]);

  if (online) return null;
  return (
    <Box
      role="status"
      data-testid="offline-banner"
      bg="orange.1"
      c="orange.9"
      px="md"
      py="xs"
      style={{ position: "sticky", top: 0, zIndex: 300, borderBottom: "1px solid var(--mantine-color-orange-3)" }}
    >
      <Group gap="xs" justify="center" wrap="nowrap">
        <IconWifiOff size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {t("common.offlineBanner")}
        </Text>
      </Group>
    </Box>
  );
}
