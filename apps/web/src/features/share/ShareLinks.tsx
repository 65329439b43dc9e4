import type { KhatmDivision } from "@khatm/schema/rules";
import { Button, SimpleGrid } from "@mantine/core";
import { IconBrandWhatsapp, IconMail } from "@tabler/icons-react";
import { buildInvitation, buildMailtoLink, buildWhatsAppLink } from "../../lib/share";
import { useT } from "../i18n/i18n-context";
import { WhatsAppChoice } from "../whatsapp/WhatsAppChoice";

export interface ShareableKhatm {
  /** With it, the dialog offers the khatm's list for WhatsApp too (the WhatsApp button's choice). */
  id?: string;
  name: string;
  occasion?: string | null;
  accessCode: string;
  /** What a reader takes in it, for the invitation's words ("Reserve a page"); absent: the spec's juz. */
  division?: KhatmDivision;
}

interface ShareLinksProps {
  khatm: ShareableKhatm;
  link: string;
}

/** WhatsApp and e-mail sharing with the invitation text. */
export function ShareLinks({ khatm, link }: ShareLinksProps) {
  const t = useT();
  const invitation = buildInvitation(t, khatm, link);
  return (
    // Side by side only where there is room for both labels: the share dialog is narrow even on a wide screen.
    <SimpleGrid type="container" cols={{ base: 1, "480px": 2 }} spacing="sm">
      {/* With the khatm's list to send too, one WhatsApp button offers both (issue 39). */}
      {khatm.id ? (
        <WhatsAppChoice khatmId={khatm.id} invitation={invitation.text} />
      ) : (
        <Button
          component="a"
          href={buildWhatsAppLink(invitation.text)}
          target="_blank"
          rel="noopener noreferrer"
          color="green"
          variant="light"
          leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
        >
          {t("share.viaWhatsApp")}
        </Button>
      )}
      <Button
        component="a"
        href={buildMailtoLink(invitation.subject, invitation.text)}
        variant="light"
        leftSection={<IconMail size={18} aria-hidden />}
      >
        {t("share.viaEmail")}
      </Button>
    </SimpleGrid>
  );
}
