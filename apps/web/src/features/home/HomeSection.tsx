import { Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface HomeSectionProps {
  title: string;
  children: ReactNode;
}

/** A section of the home page under its centred heading. */
export function HomeSection({ title, children }: HomeSectionProps) {
  return (
    <Stack gap="lg">
      <Title order={2} ta="center">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
