import type { ReaderJuz } from "@khatm/schema";
import { Badge, Button, Card, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { errorToast, showToast } from "../../components/feedback";
import { AnonymitySwitch } from "../khatms/AnonymitySwitch";
import { useCancelJuzs } from "../khatms/mutations";
import { ButtonLink } from "../layout/router-links";
import { CancelReservationDialog } from "./CancelReservationDialog";
import type { ReservationGroup } from "./group-reservations";
import { JuzRow } from "./JuzRow";

interface ReservationGroupCardProps {
  group: ReservationGroup;
  /** The e-mail that confirms a cancellation: the account's, or the one typed at the top of the page. */
  confirmEmail: string | null;
  signedIn: boolean;
}

/** One khatm's share of the reader's juz, split into Reserved and Completed, with Cancel per reserved juz. */
export function ReservationGroupCard({ group, confirmEmail, signedIn }: ReservationGroupCardProps) {
  const cancel = useCancelJuzs(group.khatm.id);
  const [toCancel, setToCancel] = useState<ReaderJuz | null>(null);

  const confirmCancel = (juz: ReaderJuz) => {
    if (!confirmEmail) {
      setToCancel(null);
      // Spec section 5: what to say when there is no e-mail to confirm with.
      showToast(
        signedIn
          ? errorToast("An error occurred. Please try refreshing the page.")
          : errorToast("Please enter your email at the top of the page to confirm this action", "Email Required"),
      );
      return;
    }
    // The toasts come from the mutation's meta, so they show even when the refresh removes this card.
    cancel.mutate(
      { juzId: juz.id, body: { email: confirmEmail, juzNumbers: [juz.number] } },
      { onSettled: () => setToCancel(null) },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="reservation-group">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Title order={2} fz="h4" style={{ overflowWrap: "anywhere" }}>
          {group.khatm.name}
        </Title>
        <Badge variant="outline" color="gray" style={{ flexShrink: 0 }}>
          Code: {group.khatm.accessCode}
        </Badge>
      </Group>

      {group.reserved.length > 0 && (
        <Section title="Reserved" count={group.reserved.length}>
          {group.reserved.map((juz) => (
            <JuzRow
              key={juz.id}
              juz={juz}
              action={
                <Button variant="light" color="red" size="sm" onClick={() => setToCancel(juz)}>
                  Cancel Reservation
                </Button>
              }
            />
          ))}
        </Section>
      )}
      {group.completed.length > 0 && (
        <Section title="Completed" count={group.completed.length}>
          {group.completed.map((juz) => (
            <JuzRow key={juz.id} juz={juz} />
          ))}
        </Section>
      )}

      <Stack mt="md">
        <AnonymitySwitch khatmId={group.khatm.id} juzs={[...group.reserved, ...group.completed]} email={confirmEmail} />
      </Stack>
      <Divider my="sm" />
      <ButtonLink to="/n/$code" params={{ code: group.khatm.accessCode }} variant="light" fullWidth size="md">
        View Full Khatm
      </ButtonLink>

      <CancelReservationDialog
        juz={toCancel}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setToCancel(null)}
      />
    </Card>
  );
}

interface SectionProps {
  title: string;
  count: number;
  children: ReactNode;
}

function Section({ title, count, children }: SectionProps) {
  return (
    <Stack gap={0} mt="md">
      <Text size="sm" fw={700} tt="uppercase" c="dimmed">
        {title} ({count})
      </Text>
      <Stack gap={0}>{children}</Stack>
    </Stack>
  );
}
