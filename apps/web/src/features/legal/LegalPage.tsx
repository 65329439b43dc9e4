import { Stack, Text, Title, Typography } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "../i18n/i18n-context";
import classes from "./LegalPage.module.css";

/** Spec section 1: both legal pages were last updated on this date. */
export const LEGAL_LAST_UPDATED = "May 15, 2025";

interface LegalPageProps {
  title: string;
  children: ReactNode;
}

/** The frame of a legal text: title, date of the last change, then readable prose. */
export function LegalPage({ title, children }: LegalPageProps) {
  const t = useT();
  return (
    <Stack gap="xs" maw={720} mx="auto">
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {t("legal.lastUpdated", { date: LEGAL_LAST_UPDATED })}
      </Text>
      <Typography className={classes.prose}>{children}</Typography>
    </Stack>
  );
}
