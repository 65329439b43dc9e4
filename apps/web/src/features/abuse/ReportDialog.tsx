import type { MessageKey } from "@khatm/i18n";
import type { ReportRequest } from "@khatm/schema";
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from "@khatm/schema/rules";
import { Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { DialogActions } from "../../components/DialogActions";
import { useT } from "../i18n/i18n-context";
import { useReportKhatm } from "./mutations";

interface ReportDialogProps {
  opened: boolean;
  onClose: () => void;
  khatmId: string;
}

const REASON_LABELS: Record<ReportReason, MessageKey> = {
  spam: "abuse.reasonSpam",
  offensive: "abuse.reasonOffensive",
  misleading: "abuse.reasonMisleading",
  other: "abuse.reasonOther",
};
const REASONS = Object.keys(REPORT_REASONS) as ReportReason[];

/** A visitor's report of a public khatm: a reason from the list and optional details. */
export function ReportDialog({ opened, onClose, khatmId }: ReportDialogProps) {
  const t = useT();
  const report = useReportKhatm(khatmId);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return;
    const request: ReportRequest = { reason, details: details.trim() || null };
    report.mutate(request, { onSuccess: onClose });
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t("abuse.reportTitle")} centered>
      <form onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t("abuse.reportIntro")}
          </Text>
          <Radio.Group
            label={t("abuse.reportReason")}
            required
            value={reason}
            onChange={(value) => setReason(value as ReportReason)}
          >
            <Stack gap="xs" mt="xs">
              {REASONS.map((value) => (
                <Radio key={value} value={value} label={t(REASON_LABELS[value])} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t("abuse.reportDetails")}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
            maxLength={REPORT_DETAILS_MAX}
            autosize
            minRows={2}
          />
          <DialogActions
            confirmLabel={t("abuse.reportSubmit")}
            confirmColor="red"
            loading={report.isPending}
            onClose={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
