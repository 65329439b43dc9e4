import type { MessageKey } from "@khatm/i18n";
import { countedParts, partUnit } from "@khatm/juz-table";
import { divisionOf, partCountOf } from "@khatm/schema/rules";
import { html } from "hono/html";
import { emailButton, emailLayout, HEADING_STYLE, htmlMessage } from "../html";
import type { EmailMessage } from "../sender";
import { dedicationHtml, dedicationText, type KhatmProgressMail, khatmLinks, subjectName } from "./khatm-parts";

export interface MilestoneEmail extends KhatmProgressMail {
  creatorName: string;
  /** A counted recitation's target and words, instead of parts ("All 41 of Surah Ya-Sin ..."). */
  count?: { target: number; recitation: string };
}

/** To the creator when the last available juz is reserved (a counted recitation's: when all of it is pledged). */
export function fullyReservedEmail(details: MilestoneEmail): EmailMessage {
  if (details.count) {
    return milestoneEmail(details, {
      subject: "recitation.fullyPledgedSubject",
      heading: "recitation.fullyPledgedHeading",
      sentence: "recitation.fullyPledged",
    });
  }
  const juz = divisionOf(details).division === "juz";
  return milestoneEmail(details, {
    subject: juz ? "emails.fullyReservedSubject" : "parts.fullyReservedSubject",
    heading: juz ? "emails.fullyReservedHeading" : "parts.fullyReservedHeading",
    sentence: juz ? "emails.fullyReserved" : "parts.fullyReserved",
  });
}

/** To the creator when the last juz is completed (a counted recitation's: when its target is read). */
export function fullyCompletedEmail(details: MilestoneEmail): EmailMessage {
  if (details.count) {
    return milestoneEmail(details, {
      subject: "emails.completedSubject",
      heading: "emails.completedHeading",
      sentence: "recitation.completedText",
    });
  }
  const juz = divisionOf(details).division === "juz";
  return milestoneEmail(details, {
    subject: "emails.completedSubject",
    heading: "emails.completedHeading",
    sentence: juz ? "emails.completed" : "parts.completedMail",
  });
}

function milestoneEmail(
  { to, creatorName, khatmName, dedication, accessCode, origin, i18n, division = "juz", count }: MilestoneEmail,
  keys: { subject: MessageKey; heading: MessageKey; sentence: MessageKey },
): EmailMessage {
  const { t } = i18n;
  const { dashboard } = khatmLinks(origin, accessCode, i18n.locale);
  const greeting = t("emails.greetingNamed", { name: creatorName });
  // The juz keys take only {total}; the other divisions' also name their parts ("all 604 pages"), a count's its words.
  const counted = count ?? {
    total: partCountOf(division),
    unit: partUnit(i18n, division),
    counted: countedParts(i18n, division, partCountOf(division)),
  };
  const heading = t(keys.heading, counted);
  const sentence = t(keys.sentence, counted);
  return {
    to,
    locale: i18n.locale,
    subject: t(keys.subject, { name: subjectName(khatmName), ...counted }),
    text: [
      greeting,
      "",
      t("emails.khatmLine", { name: khatmName }),
      ...dedicationText(i18n, dedication),
      sentence,
      "",
      t("emails.viewKhatmLink", { link: dashboard }),
    ].join("\n"),
    html: emailLayout(
      i18n,
      html`<h1 style="${HEADING_STYLE}">${heading}</h1>
<p>${greeting}</p>
<p>${htmlMessage(i18n, "emails.khatmLineHtml", {}, { name: html`<strong>${khatmName}</strong>` })}</p>
${dedicationHtml(i18n, dedication)}
<p>${sentence}</p>
${emailButton(i18n, dashboard, t("emails.viewKhatm"))}`,
    ),
  };
}
