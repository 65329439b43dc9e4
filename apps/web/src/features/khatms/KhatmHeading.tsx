import { Badge, Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { formatMonthYear } from "../../lib/format-date";
import { useI18n } from "../i18n/i18n-context";
import { DedicationLine } from "./DedicationLine";

interface KhatmHeadingProps {
  khatm: { name: string; occasion: string | null; dedication?: string | null; createdAt: string; accessCode: string };
  /** The dashboard's page heading, or a card in a list (smaller, long texts cut after two lines). */
  variant: "page" | "card";
  /** More badges after the code's. */
  children?: ReactNode;
}

/**
 * A khatm's name, occasion, (on its page) dedication, month of creation and code badge, as its dashboard and its
 * list cards show them.
 */
export function KhatmHeading({ khatm, variant, children }: KhatmHeadingProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const page = variant === "page";
  return (
    <>
      <div>
        {page ? (
          <Title order={1} style={{ overflowWrap: "anywhere" }}>
            {khatm.name}
          </Title>
        ) : (
          <Title order={3} size="h4" lineClamp={2}>
            {khatm.name}
          </Title>
        )}
        {khatm.occasion ? (
          <Text c="dimmed" {...(page ? { size: "lg", mt: 4 } : { size: "sm", lineClamp: 2 })}>
            {khatm.occasion}
          </Text>
        ) : null}
        {page ? <DedicationLine dedication={khatm.dedication} /> : null}
      </div>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {page
            ? t("khatm.created", { date: formatMonthYear(i18n, khatm.createdAt) })
            : formatMonthYear(i18n, khatm.createdAt)}
        </Text>
        <Badge
          variant="light"
          color="gray"
          size={page ? "lg" : undefined}
          data-testid={page ? "access-code-badge" : undefined}
        >
          {t("khatm.code", { code: khatm.accessCode })}
        </Badge>
        {children}
      </Group>
    </>
  );
}
