import { REPORT_REASONS, type ReportReason } from "@khatm/schema";
import { html } from "hono/html";
import { emailButton, emailLayout, HEADING_STYLE } from "../html";
import type { EmailMessage } from "../sender";
import { khatmLinks, subjectName } from "./khatm-parts";

export interface KhatmReportedEmail {
  to: string;
  khatmName: string;
  accessCode: string;
  reason: ReportReason;
  details: string | null;
  threshold: number;
  links: { hide: string; restore: string };
  origin: string;
}

/** To the operator (ADMIN_EMAIL) at a khatm's first report of a round, with its signed one-click review links. */
export function khatmReportedEmail(report: KhatmReportedEmail): EmailMessage {
  const page = khatmLinks(report.origin, report.accessCode).dashboard;
  const reason = REPORT_REASONS[report.reason];
  const rule = `It leaves the public list when ${report.threshold} different visitors have reported it, until you decide.`;
  return {
    to: report.to,
    subject: `Khatm reported: "${subjectName(report.khatmName)}"`,
    text: [
      `The public Khatm "${report.khatmName}" (${page}) has been reported.`,
      "",
      `Reason: ${reason}`,
      ...(report.details ? [`Details: ${report.details}`] : []),
      "",
      rule,
      "",
      `Hide it from the public list for good: ${report.links.hide}`,
      `Keep it listed (restore): ${report.links.restore}`,
      "Each link works once; its creator can still use the Khatm by its link either way.",
    ].join("\n"),
    html: emailLayout(html`<h1 style="${HEADING_STYLE}">A Khatm has been reported</h1>
<p>The public Khatm <a href="${page}"><strong>${report.khatmName}</strong></a> has been reported.</p>
<p>Reason: <strong>${reason}</strong></p>
${report.details ? html`<p>Details: ${report.details}</p>` : ""}
<p>${rule}</p>
${emailButton(report.links.hide, "Hide it for good")}
${emailButton(report.links.restore, "Keep it listed")}
<p style="font-size:13px;color:#52606d">Each link works once; its creator can still use the Khatm by its link either way.</p>`),
  };
}
