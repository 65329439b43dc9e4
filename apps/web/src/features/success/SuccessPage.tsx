import type { CreatedEmailState, Khatm } from "@khatm/schema";
import { Badge, Loader, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { buildShareLink } from "../../lib/share";
import { type CreatedKhatmHandOff, getManageKey, readCreatedKhatm } from "../../lib/storage";
import { ListingNotice } from "../abuse/ListingNotice";
import { useAuth } from "../auth/auth-context";
import { manageLinkOf } from "../dashboard/manage-key";
import { useT } from "../i18n/i18n-context";
import { khatmQueries } from "../khatms/queries";
import { ButtonLink } from "../layout/router-links";
import { CopyLinkButton } from "../share/CopyLinkButton";
import { ShareLinks } from "../share/ShareLinks";
import { ShareQrCode } from "../share/ShareQrCode";
import { ManageLinkCard } from "./ManageLinkCard";

/** Spec §9: without a created khatm to show, the page goes home after 1 second. */
const REDIRECT_HOME_MS = 1000;

/** The success page's khatm as the hand-off holds it, from the khatm the API gives for its code. */
const handOffOf = (khatm: Khatm): CreatedKhatmHandOff => ({
  id: khatm.id,
  code: khatm.accessCode,
  name: khatm.name,
  occasion: khatm.occasion,
  isPublic: khatm.isPublic,
  creatorName: khatm.creatorName,
  division: khatm.division,
  awaitingConfirmation: khatm.awaitingConfirmation,
});

/**
 * The khatm just created: from the spec's hand-off in session storage, or, when that is gone (a reload in another
 * tab, a bookmark), from the code in the address. Without either, the spec's redirect home.
 */
function useCreatedKhatm(code: string | undefined) {
  const [handOff] = useState(readCreatedKhatm);
  const fromHandOff = handOff?.id && (code === undefined || handOff.code === code) ? handOff : null;
  const lookedUp = useQuery({ ...khatmQueries.byCode(code ?? ""), enabled: !fromHandOff && code !== undefined });
  if (fromHandOff) return { created: fromHandOff, pending: false };
  return {
    created: lookedUp.data ? handOffOf(lookedUp.data) : null,
    pending: code !== undefined && lookedUp.isPending,
  };
}

/** While the "created" e-mail is on its way, the page asks again this often how it went. */
const EMAIL_STATE_POLL_MS = 3000;

/**
 * How the "created" e-mail with the manage link went: as the creation's answer said, then as the khatm tells its
 * creator (this browser's manage key proves it), asked again while the e-mail is still on its way.
 */
function useCreatedEmail(created: CreatedKhatmHandOff | null): CreatedEmailState | undefined {
  const id = created?.id ?? "";
  const current = useQuery({
    ...khatmQueries.detail(id),
    enabled: id !== "",
    refetchInterval: (query) => (query.state.data?.createdEmail === "sending" ? EMAIL_STATE_POLL_MS : false),
  });
  return current.data?.createdEmail ?? created?.createdEmail;
}

export function SuccessPage({ code }: { code?: string }) {
  const t = useT();
  const { created, pending } = useCreatedKhatm(code);
  const createdEmail = useCreatedEmail(created);
  const { status } = useAuth();
  const navigate = useNavigate();
  const nothingToShow = !created && !pending;

  useEffect(() => {
    if (!nothingToShow) return;
    const timer = setTimeout(() => void navigate({ to: "/", replace: true }), REDIRECT_HOME_MS);
    return () => clearTimeout(timer);
  }, [nothingToShow, navigate]);

  if (pending) return <Loader mx="auto" my="xl" />;
  if (!created) {
    return (
      <Text ta="center" c="dimmed" py="xl">
        {t("create.nothingToShow")}
      </Text>
    );
  }

  const khatm = {
    name: created.name,
    occasion: created.occasion,
    accessCode: created.code,
    division: created.division,
  };
  const link = buildShareLink(window.location.origin, created.code);
  // This browser keeps the key it was given (My Khatms finds the khatm by it, signed out too).
  const manageKey = getManageKey(created.id);
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

      {manageKey ? (
        <ManageLinkCard
          link={manageLinkOf(window.location.origin, created.code, manageKey)}
          emailState={createdEmail}
        />
      ) : null}

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
          <ButtonLink to="/login" search={{ next: `/n/${created.code}` }} size="md" variant="subtle" fullWidth>
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
