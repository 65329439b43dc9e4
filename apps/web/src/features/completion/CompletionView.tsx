import type { Khatm } from "@khatm/schema";
import { Button, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import { CompletionDua } from "./CompletionDua";
import { completionDate, completionMessages as messages } from "./completion-messages";

const ShareDialog = lazyDialog(() => import("../share/ShareDialog").then((module) => module.ShareDialog));

interface CompletionViewProps {
  khatm: Khatm & { completion: NonNullable<Khatm["completion"]> };
  /** The creator's next steps (e.g. starting the next round), under the share button. */
  actions?: ReactNode;
}

/**
 * What everyone sees of a completed khatm on /n/{code} and /j/{code}: the celebration, its dates, how many readers
 * took part, the du'a of completion and a share button.
 */
export function CompletionView({ khatm, actions }: CompletionViewProps) {
  const [sharing, setSharing] = useState(false);
  const { completion } = khatm;
  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "xl" }}
      bg="var(--mantine-color-teal-light)"
      style={{ borderColor: "var(--mantine-color-teal-outline)" }}
      data-testid="completion-view"
    >
      <Stack gap="md" align="center" ta="center">
        <div>
          <Title order={2} size="h3">
            {messages.title}
          </Title>
          <Text mt={4}>{messages.allRead}</Text>
          <Text size="sm" c="dimmed" mt={4} data-testid="completion-dates">
            {messages.dates(completionDate(khatm.createdAt), completionDate(completion.completedAt))}
          </Text>
          <Text size="sm" fw={600} mt={2} data-testid="completion-readers">
            {messages.readers(completion.readerCount)}
          </Text>
        </div>
        <Divider w="100%" />
        <CompletionDua />
        <Group justify="center" gap="sm">
          <Button leftSection={<IconShare size={18} aria-hidden />} variant="light" onClick={() => setSharing(true)}>
            {messages.share}
          </Button>
          {actions}
        </Group>
      </Stack>
      <ShareDialog khatm={khatm} opened={sharing} onClose={() => setSharing(false)} />
    </Paper>
  );
}

/** The khatm when it is complete, typed so; null otherwise. */
export function completedKhatm(khatm: Khatm): CompletionViewProps["khatm"] | null {
  return khatm.completion ? { ...khatm, completion: khatm.completion } : null;
}
