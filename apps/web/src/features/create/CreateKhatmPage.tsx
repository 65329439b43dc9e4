import type { CreateKhatmRequest } from "@khatm/schema";
import { Skeleton, Stack, Text, Title } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { ApiRequestError } from "../../lib/api-client";
import { saveCreatedKhatm } from "../../lib/storage";
import { useAuth } from "../auth/auth-context";
import { useRequestMagicLink } from "../auth/mutations";
import { useCreateKhatm } from "../khatms/mutations";
import { notifyError, notifySuccess } from "../khatms/notify";
import { CreateKhatmForm } from "./CreateKhatmForm";

export function CreateKhatmPage() {
  const { status, user } = useAuth();
  const createKhatm = useCreateKhatm();
  const requestMagicLink = useRequestMagicLink();
  const navigate = useNavigate();

  function create(request: CreateKhatmRequest) {
    createKhatm.mutate(request, {
      onSuccess: (created) => {
        notifySuccess("Your Khatm has been created successfully.", "Success!");
        saveCreatedKhatm({
          id: created.id,
          code: created.accessCode,
          name: created.name,
          occasion: created.occasion,
          isPublic: created.isPublic,
          creatorName: created.creatorName,
        });
        if (!user && request.creatorEmail) {
          // The magic link lets a signed-out creator manage the khatm later; a failure must not undo the creation.
          requestMagicLink
            .mutateAsync({ email: request.creatorEmail })
            .catch((error: unknown) => console.error("Sending the login e-mail after creation failed", error));
          notifySuccess("Check your email for a magic link to log in and manage your Khatm.", "Login Email Sent");
        }
        void navigate({ to: "/success" });
      },
      onError: (error) => {
        notifyError(
          error instanceof ApiRequestError
            ? `Failed to create Khatm: ${error.status} ${error.detail}`
            : "Failed to create Khatm. Please try again.",
        );
      },
    });
  }

  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <div>
        <Title order={1}>Create a Khatm</Title>
        <Text c="dimmed" mt={4}>
          Give your Khatm a name, share it, and readers reserve the 30 juz.
        </Text>
      </div>
      {status === "loading" ? (
        <Skeleton height={420} radius="md" />
      ) : (
        <CreateKhatmForm user={user} submitting={createKhatm.isPending} onSubmit={create} />
      )}
    </Stack>
  );
}
