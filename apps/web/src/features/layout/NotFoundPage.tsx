import { Stack, Text, Title } from "@mantine/core";
import { useT } from "../i18n/i18n-context";
import { ButtonLink } from "./router-links";

interface NotFoundMessageProps {
  /** The status shown large above the title ('404'), if any. */
  status?: string;
  title: string;
  text: string;
  returnHome: string;
}

/** What is missing, why, and the way back home: an unknown path's page, an unknown khatm's. */
export function NotFoundMessage({ status, title, text, returnHome }: NotFoundMessageProps) {
  return (
    <Stack align="center" ta="center" py="xl" gap="md">
      {status ? (
        <Text fz={64} fw={800} c="dimmed" lh={1}>
          {status}
        </Text>
      ) : null}
      <Title order={1} fz={status ? "h2" : undefined}>
        {title}
      </Title>
      <Text c="dimmed" maw={420}>
        {text}
      </Text>
      <ButtonLink to="/" size="md">
        {returnHome}
      </ButtonLink>
    </Stack>
  );
}

/** Any path the app does not know (the spec leaves its content to us). */
export function NotFoundPage() {
  const t = useT();
  return (
    <NotFoundMessage
      status="404"
      title={t("layout.notFoundTitle")}
      text={t("layout.notFoundText")}
      returnHome={t("layout.returnHome")}
    />
  );
}
