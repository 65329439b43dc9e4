import { Badge, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { buildShareLink } from "../../lib/share";
import { readCreatedKhatm } from "../../lib/storage";
import { ListingNotice } from "../abuse/ListingNotice";
import { useAuth } from "../auth/auth-context";
import { useT } from "../i18n/i18n-context";
import { ButtonLink } from "../layout/router-links";
import { CopyLinkButton } from "../share/CopyLinkButton";
import { ShareLinks } from "../share/ShareLinks";
import { ShareQrCode } from "../share/ShareQrCode";

/** Spec §9: without a created khatm to show, the page goes home after 1 second. */
const REDIRECT_HOME_MS = 1000;

export function SuccessPage() {
  const t = useT();
  const [created] = useState(readCreatedKhatm);
  const { status } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (created?.id) return;
    const timer = setTimeout(() => void navigate({ to: "/", replace: true }), REDIRECT_HOME_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  if (!created?.id) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        {t("create.nothingToShow")}
      </Text>
    );
  }

  const khatm = { name: created.name, occasion: created.occasion, accessCode: created.code };
  const link = buildShareLink(window.location.origin, created.code);
  return (
    <Stack gap="lg" maw={560} mx="auto" w="100%" align="stretch">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light">
          <IconCheck size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1}>{t("create.createdTitle")}</Title>
        <Text size="lg" fw={600}>
          {created.name}
        </Text>
        {created.occasion ? <Text c="dimmed">{created.occasion}</Text> : null}
        <Badge variant="light" color={created.isPublic ? "teal" : "gray"}>
          {t(created.isPublic ? "create.public" : "create.private")}
        </Badge>
      </Stack>

      <ListingNotice awaitingConfirmation={Boolean(created.awaitingConfirmation)} />

      <Paper withBorder p="lg" ta="center">
        <Text size="sm" c="dimmed">
          {t("create.accessCode")}
        </Text>
        <Text fz={40} fw={800} ff="monospace" lts="0.15em" data-testid="access-code">
          {created.code}
        </Text>
        <Text size="sm" c="dimmed">
          {t("create.codeHint")}
        </Text>
      </Paper>

      <Stack gap="sm">
        <CopyLinkButton link={link} label={t("create.copyShareableLink")} size="md" fullWidth />
        <ShareLinks khatm={khatm} link={link} />
        <ButtonLink to="/n/$code" params={{ code: created.code }} size="md" variant="outline" fullWidth>
          {t("create.viewKhatm")}
        </ButtonLink>
        {status === "signed-in" ? (
          <ButtonLink to="/my-khatms" size="md" variant="subtle" fullWidth>
            {t("create.manageYourKhatms")}
          </ButtonLink>
        ) : (
          <ButtonLink to="/login" size="md" variant="subtle" fullWidth>
            {t("create.signInToManage")}
          </ButtonLink>
        )}
      </Stack>

      {/* For a notice board: readers scan it instead of typing the link. */}
      <Paper withBorder p="lg">
        <ShareQrCode link={link} code={created.code} size={200} />
      </Paper>
    </Stack>
  );
}
