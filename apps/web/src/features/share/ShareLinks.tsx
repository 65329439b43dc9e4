import { Button, SimpleGrid } from "@mantine/core";
import { IconBrandWhatsapp, IconMail } from "@tabler/icons-react";
import { buildInvitation, buildMailtoLink, buildWhatsAppLink } from "../../lib/share";

export interface ShareableKhatm {
  name: string;
  occasion?: string | null;
  accessCode: string;
}

interface ShareLinksProps {
  khatm: ShareableKhatm;
  link: string;
}

/** WhatsApp and e-mail sharing with the invitation text. */
export function ShareLinks({ khatm, link }: ShareLinksProps) {
  const invitation = buildInvitation(khatm, link);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Button
        component="a"
        href={buildWhatsAppLink(invitation.text)}
        target="_blank"
        rel="noopener noreferrer"
        color="green"
        variant="light"
        leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
      >
        Share via WhatsApp
      </Button>
      <Button
        component="a"
        href={buildMailtoLink(invitation.subject, invitation.text)}
        variant="light"
        leftSection={<IconMail size={18} aria-hidden />}
      >
        Share via Email
      </Button>
    </SimpleGrid>
  );
}
