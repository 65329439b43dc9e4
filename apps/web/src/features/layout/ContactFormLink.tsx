import { Anchor } from "@mantine/core";
import type { ReactNode } from "react";
import { CONTACT_FORM_URL } from "./contact";

/** A link to the contact form inside a text, in a tab of its own (the FAQ, the legal pages). */
export function ContactFormLink({ children }: { children: ReactNode }) {
  return (
    <Anchor href={CONTACT_FORM_URL} target="_blank" rel="noopener noreferrer">
      {children}
    </Anchor>
  );
}
