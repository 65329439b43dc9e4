import type { CreateKhatmRequest } from "@khatm/schema";
import type { KhatmDivision } from "@khatm/schema/rules";
import { Stack, Text, Title } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { showToast, successToast } from "../../components/feedback";
import { saveCreatedKhatm } from "../../lib/storage";
import { useAuth } from "../auth/auth-context";
import { useRequestMagicLinkQuietly } from "../auth/mutations";
import { useT } from "../i18n/i18n-context";
import { useCreateKhatm } from "../khatms/mutations";
import { CreateKhatmForm } from "./CreateKhatmForm";

export function CreateKhatmPage() {
  const t = useT();
  const { status, user } = useAuth();
  const createKhatm = useCreateKhatm();
  const requestMagicLink = useRequestMagicLinkQuietly();
  const navigate = useNavigate();
  // The subtitle names what the readers will take, as the form's choice says ("the 604 pages").
  const [division, setDivision] = useState<KhatmDivision>("juz");

  function create(request: CreateKhatmRequest) {
    createKhatm.mutate(request, {
      onSuccess: (created) => {
        saveCreatedKhatm({
          id: created.id,
          code: created.accessCode,
          name: created.name,
          occasion: created.occasion,
          isPublic: created.isPublic,
          creatorName: created.creatorName,
          division: created.division,
          awaitingConfirmation: created.awaitingConfirmation,
          createdEmail: created.createdEmail,
        });
        if (!user && request.creatorEmail) {
          // The magic link lets a signed-out creator manage the khatm later; a failure must not undo the creation.
          requestMagicLink
            .mutateAsync({ email: request.creatorEmail, next: `/n/${created.accessCode}` })
            .catch((error: unknown) => console.error("Sending the login e-mail after creation failed", error));
          showToast(successToast(t("create.loginEmailSent"), t("create.loginEmailSentTitle")));
        }
        // The code in the address: a reload keeps the page.
        void navigate({ to: "/success", search: { code: created.accessCode } });
      },
    });
  }

  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <div>
        <Title order={1}>{t("create.title")}</Title>
        <Text c="dimmed" mt={4}>
          {t("create.intro", { division })}
        </Text>
      </div>
      {/* Painted signed out; a stored session is read after hydration, and the form keeps its size meanwhile. */}
      <CreateKhatmForm
        user={user}
        identityPending={status === "loading"}
        submitting={createKhatm.isPending}
        onSubmit={create}
        onDivisionChange={setDivision}
      />
    </Stack>
  );
}
