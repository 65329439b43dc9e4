import { notifications } from "@mantine/notifications";
import { useCallback, useEffect, useRef, useState } from "react";

/** Spec §9: 'Copied!' shows for 2 seconds; the 'Link copied!' toast stays 3 seconds. */
const COPIED_MS = 2000;
const COPIED_TOAST_MS = 3000;

/** Copies a link to the clipboard, tells the person with a toast, and flags `copied` for 2 s. */
export function useCopyLink() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
    } catch (error) {
      console.error("Copying the link failed", error);
      notifications.show({
        title: "Failed to copy",
        message: "Please try selecting and copying the link manually.",
        color: "red",
      });
      return;
    }
    notifications.show({ message: "Link copied!", color: "teal", autoClose: COPIED_TOAST_MS });
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }, []);

  return { copied, copy };
}
