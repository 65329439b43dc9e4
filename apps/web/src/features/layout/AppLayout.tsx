import { Box, Container, Flex } from "@mantine/core";
import type { ReactNode } from "react";
import { OfflineNote } from "../offline/OfflineNote";
import { AppFooter } from "./AppFooter";
import { AppHeader } from "./AppHeader";
import classes from "./AppLayout.module.css";

interface AppLayoutProps {
  children: ReactNode;
}

/** The frame of every page: a sticky header, the page, and a footer that stays at the bottom of short pages. */
export function AppLayout({ children }: AppLayoutProps) {
  return (
    <Flex direction="column" mih="100dvh">
      <header className={classes.header}>
        <AppHeader />
      </header>
      <Box component="main" flex={1}>
        <Container size="lg" px="md" py="lg">
          <OfflineNote />
          {children}
        </Container>
      </Box>
      <footer className={classes.footer}>
        <AppFooter />
      </footer>
    </Flex>
  );
}
