import type { ReportRequest } from "@khatm/schema";
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from "@khatm/schema/rules";
import { Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { DialogActions } from "../../components/DialogActions";
import { abuseMessages } from "./messages";
import { useReportKhatm } from "./mutations";

interface ReportDialogProps {
  opened: boolean;
  onClose: () => void;
  khatmId: string;
}

const REASONS = Object.entries(REPORT_REASONS) as Array<[ReportReason, string]>;

/** A visitor's report of a public khatm: a reason from the list and optional details. */
export function ReportDialog({ opened, onClose, khatmId }: ReportDialogProps) {
  const texts = abuseMessages.report;
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
    <Modal opened={opened} onClose={onClose} title={texts.title} centered>
      <form onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {texts.intro}
          </Text>
          <Radio.Group
            label={texts.reason}
            required
            value={reason}
            onChange={(value) => setReason(value as ReportReason)}
          >
            <Stack gap="xs" mt="xs">
              {REASONS.map(([value, label]) => (
                <Radio key={value} value={value} label={label} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={texts.details}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
            maxLength={REPORT_DETAILS_MAX}
            autosize
            minRows={2}
          />
          <DialogActions confirmLabel={texts.submit} confirmColor="red" loading={report.isPending} onClose={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
