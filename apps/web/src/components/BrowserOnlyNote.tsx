import { Text } from "@mantine/core";
import { AnchorLink } from "../features/layout/router-links";

interface BrowserOnlyNoteProps {
  /** What is listed, as in "khatms created" or "reservations made". */
  what: string;
}

/** Why a signed-out visitor sees only part of their list (the server shows the rest only to a session). */
export function BrowserOnlyNote({ what }: BrowserOnlyNoteProps) {
  return (
    <Text size="sm" c="dimmed">
      For your privacy we only show {what} from this browser, or all of them after you{" "}
      <AnchorLink to="/login" inherit>
        sign in
      </AnchorLink>
      .
    </Text>
  );
}
