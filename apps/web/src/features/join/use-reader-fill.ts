import type { User } from "@khatm/schema";
import type { UseFormReturnType } from "@mantine/form";
import { useEffect } from "react";

/** The fields of a reader's form (a reservation, a pledge) that what the browser knows fills in. */
interface ReaderValues {
  readerName: string;
  readerEmail: string;
  remind: boolean;
}

/**
 * Fills a reader's form once the browser's knowledge arrives, which may be after the form appeared (the session
 * check answers after a painted form hydrated): the signed-in reader's name and e-mail, else the e-mail this browser
 * remembers, where the reader has typed nothing; and a signed-in reader's reminder turned on, unless they already
 * chose. `remembered` is null for a form whose first values hold it already.
 */
export function useReaderFill(
  form: Pick<UseFormReturnType<ReaderValues>, "setValues" | "isTouched">,
  user: User | null,
  remembered: string | null,
): void {
  const { setValues, isTouched } = form;
  useEffect(() => {
    // Nothing to fill in (a first visit): no setValues, which would render the whole form again as the page hydrates.
    if (!user && !remembered) return;
    setValues((current) => ({
      readerName: current.readerName || user?.name || "",
      readerEmail: current.readerEmail || user?.email || remembered || "",
      ...(user && !isTouched("remind") && { remind: true }),
    }));
  }, [user, remembered, setValues, isTouched]);
}
