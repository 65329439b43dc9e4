import { Text } from "@mantine/core";
import { useReturnHere } from "../features/auth/return-here";
import { useT } from "../features/i18n/i18n-context";
import { RichText } from "../features/i18n/RichText";
import { AnchorLink } from "../features/layout/router-links";

interface BrowserOnlyNoteProps {
  /** What is listed, as in "khatms created" or "reservations made". */
  what: string;
}

/** Why a signed-out visitor sees only part of their list (the server shows the rest only to a session). */
export function BrowserOnlyNote({ what }: BrowserOnlyNoteProps) {
  const t = useT();
  const back = useReturnHere();
  return (
    <Text size="sm" c="dimmed">
      <RichText
        message="common.browserOnlyNote"
        values={{ what }}
        parts={{
          signIn: (
            <AnchorLink to="/login" search={back} inherit>
              {t("common.signInLink")}
            </AnchorLink>
          ),
        }}
      />
    </Text>
  );
}
