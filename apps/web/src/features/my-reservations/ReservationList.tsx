import { Alert, Button, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useT } from "../i18n/i18n-context";
import { khatmQueries } from "../khatms/queries";
import { groupReservations } from "./group-reservations";
import { ReservationGroupCard } from "./ReservationGroupCard";

interface ReservationListProps {
  /** Whose reservations to list. */
  email: string;
  confirmEmail: string | null;
  signedIn: boolean;
  /** Shown under 'No reservations found' (signed out: why the list may look empty). */
  emptyHint: ReactNode;
}

/** The reader's juz from GET /api/readers/{email}/juzs, one card per khatm. */
export function ReservationList({ email, confirmEmail, signedIn, emptyHint }: ReservationListProps) {
  const t = useT();
  const reservations = useQuery(khatmQueries.readerJuzs(email));

  if (reservations.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t("myReservations.loading")}>
        <Skeleton h={160} radius="md" />
        <Skeleton h={160} radius="md" />
      </Stack>
    );
  }
  if (reservations.isError) {
    return (
      <Alert color="red" title={t("myReservations.loadFailed")}>
        <Text size="sm" mb="sm">
          {reservations.error.message}
        </Text>
        <Button size="sm" variant="light" color="red" onClick={() => void reservations.refetch()}>
          {t("myReservations.tryAgain")}
        </Button>
      </Alert>
    );
  }

  const groups = groupReservations(reservations.data);
  if (groups.length === 0) {
    return (
      <Alert color="blue" title={t("myReservations.noneFound")}>
        {emptyHint}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <ReservationGroupCard key={group.khatm.id} group={group} confirmEmail={confirmEmail} signedIn={signedIn} />
      ))}
    </Stack>
  );
}
