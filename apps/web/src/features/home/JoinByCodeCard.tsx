import { ACCESS_CODE_LENGTH, isValidAccessCode, sanitizeAccessCode } from "@khatm/schema/rules";
import { Button, Card, Group, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ApiRequestError } from "../../lib/api-client";
import { khatmQueries } from "../khatms/queries";

/** Spec §9: the app moves to the found khatm 1 second after saying so. */
const REDIRECT_DELAY_MS = 1000;

/** The 'Join Khatm' card: a 6-digit code, looked up, then the khatm's dashboard. */
export function JoinByCodeCard() {
  const [code, setCode] = useState("");
  const [searching, setSearching] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  async function lookUp(event: FormEvent) {
    event.preventDefault();
    if (!isValidAccessCode(code)) {
      notifications.show({ title: "Invalid code", message: "Please enter a valid 6-digit access code.", color: "red" });
      return;
    }
    setSearching(true);
    try {
      const khatm = await queryClient.fetchQuery(khatmQueries.byCode(code));
      notifications.show({ message: `"${khatm.name}" Khatm Found. Redirecting...`, color: "teal" });
      redirect.current = setTimeout(
        () => void navigate({ to: "/n/$code", params: { code: khatm.accessCode } }),
        REDIRECT_DELAY_MS,
      );
    } catch (error) {
      // Spec §7: any answer that is not OK means "not found"; only a failed request is a different error.
      if (error instanceof ApiRequestError) {
        notifications.show({
          title: "Khatm not found",
          message: "No khatm was found with that access code. Please check and try again.",
          color: "red",
        });
      } else {
        notifications.show({ title: "Error", message: "An error occurred while looking for the khatm.", color: "red" });
      }
      setSearching(false);
    }
  }

  return (
    <Card withBorder padding="lg" shadow="sm" maw={520} w="100%" mx="auto">
      <Title order={2} size="h3">
        Join Khatm
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        Enter the 6-digit access code you received.
      </Text>
      <form onSubmit={(event) => void lookUp(event)}>
        <Group mt="md" gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            aria-label="Access code"
            placeholder="123456"
            value={code}
            onChange={(event) => setCode(sanitizeAccessCode(event.currentTarget.value))}
            inputMode="numeric"
            // No maxLength: the browser would cut a pasted "12 34 56" before the spaces are stripped.
            autoComplete="off"
            size="md"
            flex={1}
            styles={{ input: { letterSpacing: "0.3em", fontFamily: "var(--mantine-font-family-monospace)" } }}
          />
          <Button type="submit" size="md" disabled={code.length < ACCESS_CODE_LENGTH} loading={searching}>
            Join
          </Button>
        </Group>
      </form>
    </Card>
  );
}
