import { Notifications } from "@mantine/notifications";
import { useEffect, useState } from "react";

/**
 * Spec section 9: one toast at a time, gone after 3 s, at most 420px wide. Mounted in a task after the first render:
 * its six position containers take no part in showing the page, and a toast raised before then waits in the store.
 */
export function Toasts() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMounted(true));
    return () => clearTimeout(timer);
  }, []);
  return mounted ? <Notifications limit={1} autoClose={3000} containerWidth={420} /> : null;
}
