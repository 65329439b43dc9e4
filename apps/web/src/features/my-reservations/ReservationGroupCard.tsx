import { Badge, Button, Card, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { errorToast, showToast } from "../../components/feedback";
import { useT } from "../i18n/i18n-context";
import { AnonymitySwitch } from "../khatms/AnonymitySwitch";
import { useCancelJuzs, useCompleteJuzs } from "../khatms/mutations";
import { ButtonLink } from "../layout/router-links";
import type { ReservationGroup } from "./group-reservations";
import { JuzRow } from "./JuzRow";
import { type ReservationAction, ReservationActionDialog } from "./ReservationActionDialog";

interface ReservationGroupCardProps {
  group: ReservationGroup;
  /** The e-mail that confirms an action: the account's, or the one typed at the top of the page. */
  confirmEmail: string | null;
  signedIn: boolean;
}

/**
 * One khatm's share of the reader's juz, split into Reserved and Completed, with Mark as Completed (beyond the spec,
 * as the reminder e-mails promise) and Cancel per reserved juz.
 */
export function ReservationGroupCard({ group, confirmEmail, signedIn }: ReservationGroupCardProps) {
  const t = useT();
  const cancel = useCancelJuzs(group.khatm.id);
  const complete = useCompleteJuzs(group.khatm.id);
  const [asked, setAsked] = useState<ReservationAction | null>(null);

  const confirm = ({ kind, juz }: ReservationAction) => {
    if (!confirmEmail) {
      setAsked(null);
      // Spec section 5: what to say when there is no e-mail to confirm with.
      showToast(
        signedIn
          ? errorToast(t("myReservations.refreshError"))
          : errorToast(t("myReservations.emailRequired"), t("myReservations.emailRequiredTitle")),
      );
      return;
    }
    // The toasts come from the mutation's meta, so they show even when the refresh removes this card.
    const onSettled = () => setAsked(null);
    if (kind === "complete") complete.mutate({ juzId: juz.id, body: { readerEmail: confirmEmail } }, { onSettled });
    else cancel.mutate({ juzId: juz.id, body: { email: confirmEmail, juzNumbers: [juz.number] } }, { onSettled });
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="reservation-group">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Title order={2} fz="h4" style={{ overflowWrap: "anywhere" }}>
          {group.khatm.name}
        </Title>
        <Badge variant="outline" color="gray" style={{ flexShrink: 0 }}>
          {t("khatm.code", { code: group.khatm.accessCode })}
        </Badge>
      </Group>

      {group.reserved.length > 0 && (
        <Section title={t("myReservations.reserved")} count={group.reserved.length}>
          {group.reserved.map((juz) => (
            <JuzRow
              key={juz.id}
              juz={juz}
              action={
                <Group gap="xs">
                  <Button size="sm" onClick={() => setAsked({ kind: "complete", juz })}>
                    {t("khatm.markAsCompleted")}
                  </Button>
                  <Button variant="light" color="red" size="sm" onClick={() => setAsked({ kind: "cancel", juz })}>
                    {t("myReservations.cancelReservation")}
                  </Button>
                </Group>
              }
            />
          ))}
        </Section>
      )}
      {group.completed.length > 0 && (
        <Section title={t("myReservations.completed")} count={group.completed.length}>
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
        {t("myReservations.viewFull")}
      </ButtonLink>

      <ReservationActionDialog
        action={asked}
        pending={cancel.isPending || complete.isPending}
        onConfirm={confirm}
        onClose={() => setAsked(null)}
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
  const t = useT();
  return (
    <Stack gap={0} mt="md">
      <Text size="sm" fw={700} tt="uppercase" c="dimmed">
        {t("myReservations.sectionCount", { title, count })}
      </Text>
      <Stack gap={0}>{children}</Stack>
    </Stack>
  );
}
