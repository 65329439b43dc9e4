import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useT } from "../i18n/i18n-context";
import { KhatmSummaryCard } from "../khatms/KhatmSummaryCard";
import { khatmQueries } from "../khatms/queries";
import { ButtonLink } from "../layout/router-links";

/** Typing pauses this long before the server is asked. */
const SEARCH_DEBOUNCE_MS = 300;

interface PublicListPageProps {
  /** The search the lists show (the address's `?q=`). */
  query: string;
  onQueryChange: (query: string) => void;
}

/** /public: every public khatm, searchable by name, occasion or code; fully reserved ones in their own section. */
export function PublicListPage({ query, onQueryChange }: PublicListPageProps) {
  const t = useT();
  const [search, setSearch] = useState(query);
  const searchLater = useDebouncedCallback((text: string) => onQueryChange(text.trim()), SEARCH_DEBOUNCE_MS);
  const open = useQuery({
    ...khatmQueries.publicList({ q: query, hasAvailable: "true" }),
    placeholderData: keepPreviousData,
  });
  const full = useQuery({
    ...khatmQueries.publicList({ q: query, hasAvailable: "false" }),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="xl" pb="xl">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{t("publicList.title")}</Title>
          <Text c="dimmed">{t("publicList.intro")}</Text>
        </div>
        <ButtonLink to="/create" variant="outline">
          {t("publicList.create")}
        </ButtonLink>
      </Group>

      <TextInput
        aria-label={t("publicList.search")}
        placeholder={t("publicList.searchPlaceholder")}
        leftSection={<IconSearch size={18} aria-hidden />}
        size="md"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          searchLater(event.currentTarget.value);
        }}
        type="search"
      />

      {open.isPending ? (
        <CardsSkeleton />
      ) : open.isError ? (
        <Alert color="red">{t("publicList.loadFailed")}</Alert>
      ) : open.data.length === 0 ? (
        query ? (
          <EmptyState title={t("publicList.noMatchTitle")} text={t("publicList.noMatch", { query })}>
            <Button
              variant="default"
              onClick={() => {
                searchLater.cancel();
                setSearch("");
                onQueryChange("");
              }}
            >
              {t("publicList.clearSearch")}
            </Button>
            <ButtonLink to="/create">{t("publicList.create")}</ButtonLink>
          </EmptyState>
        ) : (
          <EmptyState title={t("publicList.noneTitle")} text={t("publicList.none")}>
            <ButtonLink to="/create">{t("publicList.create")}</ButtonLink>
          </EmptyState>
        )
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" data-testid="public-khatms">
          {open.data.map((khatm) => (
            <KhatmSummaryCard key={khatm.id} khatm={khatm} />
          ))}
        </SimpleGrid>
      )}

      {full.data && full.data.length > 0 ? (
        <Stack gap="md">
          <Title order={2}>{t("publicList.completedTitle")}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" data-testid="completed-khatms">
            {full.data.map((khatm) => (
              <KhatmSummaryCard key={khatm.id} khatm={khatm} fullyReserved />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}

interface EmptyStateProps {
  title: string;
  text: string;
  children: ReactNode;
}

function EmptyState({ title, text, children }: EmptyStateProps) {
  return (
    <Stack align="center" ta="center" gap="sm" py="xl">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
      <Group justify="center" gap="sm">
        {children}
      </Group>
    </Stack>
  );
}

function CardsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={220} radius="md" />
      ))}
    </SimpleGrid>
  );
}
