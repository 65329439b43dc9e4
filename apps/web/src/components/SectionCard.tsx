import { Paper, type PaperProps, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface SectionCardProps extends PaperProps {
  title: ReactNode;
  /** How large the heading looks (it is always a second-level heading): h4 for a card that is not the page's main matter. */
  titleSize?: "h3" | "h4";
  "data-testid"?: string;
  children: ReactNode;
}

/** A bordered card under its own heading, one of the sections of a page (the board's organizers, its settings...). */
export function SectionCard({ title, titleSize = "h3", children, ...paper }: SectionCardProps) {
  return (
    <Paper withBorder p="lg" {...paper}>
      <Stack gap="sm">
        <Title order={2} size={titleSize}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
