import { Button } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { lazyDialog } from "../../components/lazy-dialog";
import { useAuth } from "../auth/auth-context";
import { useT } from "../i18n/i18n-context";
import { useDeleteKhatm } from "../khatms/mutations";

const EmailConfirmDialog = lazyDialog(() => import("./EmailConfirmDialog").then((module) => module.EmailConfirmDialog));

interface DeleteKhatmButtonProps {
  khatmId: string;
  khatmName: string;
}

/** The creator's Delete: confirmed with the creator e-mail, then off to My Khatms. */
export function DeleteKhatmButton({ khatmId, khatmName }: DeleteKhatmButtonProps) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const { user } = useAuth();
  const deleteKhatm = useDeleteKhatm(khatmId, khatmName);
  const navigate = useNavigate();

  // Awaited rather than through mutate's callbacks: the deleted khatm leaves the cache, which may unmount this button
  // before they would run.
  async function confirm(creatorEmail: string) {
    // The failure was toasted already (the mutation's meta).
    const deleted = await deleteKhatm.mutateAsync(creatorEmail).then(
      () => true,
      () => false,
    );
    if (deleted) void navigate({ to: "/my-khatms" });
  }

  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t("dashboard.delete")}
      </Button>
      <EmailConfirmDialog
        opened={opened}
        title={t("dashboard.deleteTitle")}
        confirmLabel={t("dashboard.deleteTitle")}
        confirmColor="red"
        defaultEmail={user?.email ?? ""}
        loading={deleteKhatm.isPending}
        onConfirm={confirm}
        onClose={() => setOpened(false)}
      >
        {t("dashboard.deleteText", { name: khatmName })}
      </EmailConfirmDialog>
    </>
  );
}
