import { Alert } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { DAY_AND_TIME, formatDate } from "../../lib/format-date";
import { offlineCopySavedAt } from "../../lib/service-worker";
import { useI18n } from "../i18n/i18n-context";

/**
 * "You are offline. Last updated {time}." (issue 36): above a page the service worker served from its copy because
 * the network failed (the copy says when it was saved), or a page open when the network went. Read after hydration:
 * the worker's paint never has it.
 */
export function OfflineNote() {
  const i18n = useI18n();
  const [shown, setShown] = useState<{ savedAt: string; copy: boolean } | null>(null);
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const copyAt = offlineCopySavedAt();
    setShown({ savedAt: copyAt ?? new Date().toISOString(), copy: copyAt !== null });
    const update = () => {
      setOffline(!navigator.onLine);
      // A copy is for while there is no network: back online, the page is fetched again.
      if (copyAt && navigator.onLine) window.location.reload();
    };
    setOffline(!navigator.onLine);
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  if (!shown || !(offline || shown.copy)) return null;
  const time = formatDate(i18n, shown.savedAt, DAY_AND_TIME);
  return (
    <Alert color="gray" icon={<IconWifiOff size={18} aria-hidden />} mb="md" data-testid="offline-note" role="status">
      {i18n.t("notifications.offlineNote", { time })}
    </Alert>
  );
}
