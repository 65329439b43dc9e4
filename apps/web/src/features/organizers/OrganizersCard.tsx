import type { Khatm } from "@khatm/schema";
import { Button, Group, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { SectionCard } from "../../components/SectionCard";
import { requiredEmail } from "../../lib/form-rules";
import { useT } from "../i18n/i18n-context";
import { organizersQuery, useAddOrganizer, useRemoveOrganizer } from "./api";

/**
 * The board's organizers (issue 37): the creator, and the co-organizers the creator added, who have the creator's
 * powers but deleting the khatm and choosing organizers. Add and Remove are the creator's; an organizer sees the list.
 */
export function OrganizersCard({ khatm }: { khatm: Pick<Khatm, "id" | "creatorName" | "viewerRole"> }) {
  const t = useT();
  const organizers = useQuery(organizersQuery(khatm.id));
  const isCreator = khatm.viewerRole !== "organizer";
  const add = useAddOrganizer(khatm.id);
  const remove = useRemoveOrganizer(khatm.id);
  const form = useForm({ initialValues: { email: "" }, validate: { email: requiredEmail() } });
  const submit = form.onSubmit(({ email }) => add.mutate(email.trim(), { onSuccess: () => form.reset() }));
  return (
    <SectionCard title={t("organizers.title")} data-testid="organizers">
      <Text size="sm" c="dimmed">
        {t("organizers.intro")}
      </Text>
      <Text size="sm">{t("organizers.creator", { name: khatm.creatorName })}</Text>
      {organizers.isError ? <Text c="red">{t("organizers.loadFailed")}</Text> : null}
      {organizers.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("organizers.none")}
        </Text>
      ) : null}
      {organizers.data?.map((organizer) => (
        <Group key={organizer.email} justify="space-between" gap="xs" wrap="nowrap" data-testid="organizer">
          <Text size="sm" style={{ overflowWrap: "anywhere", minWidth: 0 }}>
            {organizer.name ? `${organizer.name} · ${organizer.email}` : organizer.email}
          </Text>
          {isCreator ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              // A long address wraps; the button keeps its word whole beside it (it was cut to "Remov" at 390 px).
              style={{ flexShrink: 0 }}
              aria-label={t("organizers.removeLabel", { email: organizer.email })}
              loading={remove.isPending && remove.variables === organizer.email}
              onClick={() => remove.mutate(organizer.email)}
            >
              {t("organizers.remove")}
            </Button>
          ) : null}
        </Group>
      ))}
      {isCreator ? (
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              type="email"
              label={t("organizers.emailLabel")}
              autoComplete="off"
              style={{ flex: "1 1 14rem" }}
              {...form.getInputProps("email")}
            />
            <Button type="submit" loading={add.isPending}>
              {t("organizers.add")}
            </Button>
          </Group>
        </form>
      ) : null}
    </SectionCard>
  );
}
