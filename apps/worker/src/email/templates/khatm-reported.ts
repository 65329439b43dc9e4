import type { Translator } from "@khatm/i18n";
import { REPORT_REASONS, type ReportReason } from "@khatm/schema/rules";
import { html } from "hono/html";
import { emailButton, emailLayout, HEADING_STYLE, htmlMessage } from "../html";
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
  i18n: Translator;
}

/** To the operator (ADMIN_EMAIL) at a khatm's first report of a round, with its signed one-click review links. */
export function khatmReportedEmail(report: KhatmReportedEmail): EmailMessage {
  const { i18n } = report;
  const { t } = i18n;
  const page = khatmLinks(report.origin, report.accessCode, i18n.locale).dashboard;
  const reason = t("abuse.reportedReason", { reason: REPORT_REASONS[report.reason] });
  const details = report.details ? t("abuse.reportedDetails", { details: report.details }) : null;
  const rule = t("abuse.reportedRule", { threshold: report.threshold });
  const name = html`<a href="${page}"><strong>${report.khatmName}</strong></a>`;
  return {
    to: report.to,
    locale: i18n.locale,
    subject: t("abuse.reportedSubject", { name: subjectName(report.khatmName) }),
    text: [
      t("abuse.reportedSentence", { name: report.khatmName, link: page }),
      "",
      reason,
      ...(details ? [details] : []),
      "",
      rule,
      "",
      t("abuse.reportedHideText", { link: report.links.hide }),
      t("abuse.reportedRestoreText", { link: report.links.restore }),
      t("abuse.reportedOnce"),
    ].join("\n"),
    html: emailLayout(
      i18n,
      html`<h1 style="${HEADING_STYLE}">${t("abuse.reportedHeading")}</h1>
<p>${htmlMessage(i18n, "abuse.reportedSentenceHtml", {}, { name })}</p>
<p>${reason}</p>
${details ? html`<p>${details}</p>` : ""}
<p>${rule}</p>
${emailButton(i18n, report.links.hide, t("abuse.reportedHide"))}
${emailButton(i18n, report.links.restore, t("abuse.reportedRestore"))}
<p style="font-size:13px;color:#52606d">${t("abuse.reportedOnce")}</p>`,
    ),
  };
}
